export { ConnectAppContainer } from './connect-app-container';

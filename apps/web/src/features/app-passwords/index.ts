export { ConnectAppContainer } from './app-passwords-container';

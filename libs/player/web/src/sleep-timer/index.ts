export { provideSleepTimer, useSleepTimer, SleepTimerSlot, type SleepTimerView } from './sleep-timer-slot';

export { provideSleepTimer } from './provide-sleep-timer';
export { sleepTimerSlotOf, useSleepTimer, SleepTimerSlot, type SleepTimerView } from './sleep-timer-slot';

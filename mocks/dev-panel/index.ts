export { DevPanel } from './DevPanel';

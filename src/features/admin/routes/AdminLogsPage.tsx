import { LogsScreen } from '../logs/LogsScreen';

export default LogsScreen;

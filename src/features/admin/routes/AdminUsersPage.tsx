import { UsersScreen } from '../users/UsersScreen';

export default UsersScreen;

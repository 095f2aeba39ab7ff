import { OverviewScreen } from '../overview/OverviewScreen';

export default OverviewScreen;

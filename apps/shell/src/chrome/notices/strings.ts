import notices from '../../i18n/en/notices';
import { registerShellSourcePart } from '../../i18n/shell-translations';

// The notification centre's English strings travel with its chunks (the bell, the panel, the live notices;
// see shell-translations.ts): imported by Bell.tsx and format.ts, which every one of them loads.
registerShellSourcePart({ notices });

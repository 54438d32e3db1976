// The run-time data of the SCORM route tests as the host page sends it: what scorm-again 3.4 renders for
// its lmsCommitUrl (dataCommitFormat 'json') after the given calls, for each standard.
import { Scorm12API, Scorm2004API } from 'scorm-again';

export function commit12(values: Record<string, string>): object {
  const api = new Scorm12API({ logLevel: 5, autocommit: false, dataCommitFormat: 'json' });
  api.LMSInitialize('');
  for (const [key, value] of Object.entries(values)) api.LMSSetValue(key, value);
  return api.renderCommitCMI(true) as object;
}

export function commit2004(values: Record<string, string>): object {
  const api = new Scorm2004API({ logLevel: 5, autocommit: false, dataCommitFormat: 'json' });
  api.Initialize('');
  for (const [key, value] of Object.entries(values)) api.SetValue(key, value);
  return api.renderCommitCMI(true) as object;
}

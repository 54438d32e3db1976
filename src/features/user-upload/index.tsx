// /userupload/{idUserUpload}?idSection={id}: one file a user sent (content-app.md 2.1).
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { Loading } from '../../engine';
import { userUploadQuery } from '../../api/user-uploads';
import { messages } from '../../i18n/messages';
import { LoadFailed } from '../../ui/LoadFailed';
import { UserUploadView } from './UserUploadView';

export default function UserUploadScreen() {
  const id = Number(useParams().idUserUpload);
  const valid = Number.isInteger(id) && id > 0;
  const query = useQuery({ ...userUploadQuery(id), enabled: valid });
  if (!valid) return <p role="status">{messages.contentUnavailable}</p>;
  if (query.isPending) return <Loading />;
  if (query.isError)
    return <LoadFailed error={query.error} retry={() => void query.refetch()} subject={`envio ${id}`} />;
  return <UserUploadView upload={query.data} />;
}

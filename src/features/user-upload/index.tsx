// /userupload/{idUserUpload}?idSection={id}: one file a user sent (content-app.md 2.1).
import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { userUploadQuery } from '../../api/user-uploads';
import { LoadedById } from '../../ui/loaded';
import { UserUploadView } from './UserUploadView';

export default function UserUploadScreen() {
  return (
    <LoadedById id={Number(useParams().idUserUpload)} subject="envio">
      {(id) => <LoadedUpload id={id} />}
    </LoadedById>
  );
}

function LoadedUpload({ id }: { id: number }) {
  const { data } = useSuspenseQuery(userUploadQuery(id));
  return <UserUploadView upload={data} />;
}

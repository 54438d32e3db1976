// /level?nodeLevel={n} (learning-area.md 2.2, the avatar card): the page of node n, by its id, with its
// blocks or its child nodes as cards; a node the learner may not open is refused in the server's words.
import { useSuspenseQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { nodePageQuery } from '../../api/learning-pages';
import { avatarLevelPath } from '../../paths/learning-paths';
import { NotFound } from '../../ui/NotFound';
import { useMenuData } from '../../session';
import { Loaded } from '../../ui/loaded';
import { NodePage } from './NodePage';
import { Refusable } from './Refusable';

export default function AvatarLevelScreen() {
  const [search] = useSearchParams();
  const idNode = Number(search.get('nodeLevel'));
  const idUser = useMenuData()?.loginInfo.idUser;
  if (idUser === undefined || !Number.isInteger(idNode) || idNode < 1) return <NotFound />;
  return (
    <Loaded subject={`nível ${idNode}`}>
      <AvatarLevel idNode={idNode} idUser={idUser} />
    </Loaded>
  );
}

function AvatarLevel({ idNode, idUser }: { idNode: number; idUser: number }) {
  const { data } = useSuspenseQuery(nodePageQuery(idNode));
  return (
    <Refusable answer={data}>
      {(page) => <NodePage node={page.data} idUser={idUser} here={avatarLevelPath(idNode)} />}
    </Refusable>
  );
}

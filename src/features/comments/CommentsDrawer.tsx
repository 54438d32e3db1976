// The comment drawer (learning-area.md 2.4, 3 'Team tab config', 9): the page's comments, and the
// class's in a second tab when the learner's class takes comments (allowComments; its label is the
// class's commentsLabel, 'Turma' by default). 50vw wide, at least 800px, the whole width below that.
import { useState } from 'react';
import { useMenuData } from '../../session';
import { commentMessages as text } from '../../i18n/comments';
import { Drawer } from '../../ui/drawer/Drawer';
import { Tabs } from '../../ui/tabs/Tabs';
import { CommentThread } from './CommentList';
import * as css from './comments.css';

/** The class tab's configuration: the class whose comments it shows, and its label. */
export interface ClassComments {
  idTeam: number;
  label?: string;
}

interface Props {
  open: boolean;
  onClose: () => void;
  idNode: number;
  /** Present when the learner's class takes comments. */
  classComments?: ClassComments;
}

type TabId = 'page' | 'class';

export function CommentsDrawer({ open, onClose, idNode, classComments }: Props) {
  const idUser = useMenuData()?.loginInfo.idUser ?? 0;
  const [tab, setTab] = useState<TabId>('page');
  const page = <CommentThread key="page" entity={{ type: 'NODE', id: idNode }} idUser={idUser} />;
  return (
    <Drawer open={open} onClose={onClose} title={text.title} className={css.drawer}>
      {classComments ? (
        <Tabs
          label={text.tabs}
          tabs={[
            { id: 'page', label: text.pageTab },
            { id: 'class', label: classComments.label || text.classTab },
          ]}
          selected={tab}
          onSelect={setTab}
          panelClassName={css.panel}
        >
          {tab === 'page' ? (
            page
          ) : (
            <CommentThread key="class" entity={{ type: 'TEAM', id: classComments.idTeam }} idUser={idUser} />
          )}
        </Tabs>
      ) : (
        page
      )}
    </Drawer>
  );
}

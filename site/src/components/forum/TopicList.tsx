import type { TopicCard as TopicCardData } from '../../api-client/types';
import { TopicCard } from './TopicCard';
import { Deferred } from '../common/Deferred';
import * as styles from './TopicList.module.css';

export function TopicList({ topics, showCategory = true }: { topics: TopicCardData[]; showCategory?: boolean }) {
  return (
    <ol className={styles.list}>
      {topics.map((topic) => (
        <li key={topic.id}>
          <Deferred>
            <TopicCard topic={topic} showCategory={showCategory} />
          </Deferred>
        </li>
      ))}
    </ol>
  );
}

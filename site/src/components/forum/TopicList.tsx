import type { TopicCard as TopicCardData } from '../../api-client/types';
import { TopicCard } from './TopicCard';
import * as styles from './TopicList.module.css';

export function TopicList({ topics, showCategory = true }: { topics: TopicCardData[]; showCategory?: boolean }) {
  return (
    <ol className={styles.list}>
      {topics.map((topic) => (
        <li key={topic.id}>
          <TopicCard topic={topic} showCategory={showCategory} />
        </li>
      ))}
    </ol>
  );
}

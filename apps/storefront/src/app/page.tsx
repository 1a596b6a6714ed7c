import { ExampleList } from '../components/home/example-list';
import styles from '../components/home/home.module.css';

export default function HomePage() {
  return (
    <main>
      <div className={styles.hero}>
        <h1>Headless commerce examples</h1>
        <p>
          Each example is a small app built on the Bazaar platform with <code>@bazaar/sdk</code>. The apps
          installed on your site are ready to try; the others say how to install them.
        </p>
      </div>
      <ExampleList />
    </main>
  );
}

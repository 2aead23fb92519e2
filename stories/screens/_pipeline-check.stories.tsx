/**
 * Proves the story pipeline before the real screens exist: intl, router, query cache, MSW
 * through the envelope, and the play function. Deleted once the screen stories run.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router';
import { expect, within } from 'storybook/test';
import { callApi } from '../../src/api/client.ts';
import { getListCall } from '../../src/contract/calls/article-get-list.ts';
import { postListHandlers } from '../../src/mocks/handlers.ts';

function PipelineCheck() {
  const { lang } = useParams();
  const posts = useQuery({
    queryKey: ['pipeline-check'],
    queryFn: () => callApi(getListCall, { page: 1, limit: 10 }),
  });
  return (
    <main className="p-4">
      <h1>
        <FormattedMessage id="pipeline.title" defaultMessage="Pipeline check ({lang})" values={{ lang }} />
      </h1>
      {posts.isPending && <p>Loading…</p>}
      {posts.isError && <p role="alert">{posts.error.message}</p>}
      {posts.data && (
        <ul aria-label="Posts">
          {posts.data.list.map((post) => (
            <li key={post.id}>{post.title}</li>
          ))}
        </ul>
      )}
    </main>
  );
}

const meta = {
  title: 'Screens/Pipeline check',
  component: PipelineCheck,
  parameters: { msw: { handlers: { posts: postListHandlers.loaded } } },
} satisfies Meta<typeof PipelineCheck>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Pipeline check (en)' })).toBeVisible();
    const items = await within(await canvas.findByRole('list', { name: 'Posts' })).findAllByRole('listitem');
    await expect(items).toHaveLength(10);
    await expect(document.documentElement.dir).toBe('ltr');
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { posts: postListHandlers.error } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/temporarily unavailable/);
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement.dir).toBe('rtl');
    await expect(canvasElement.querySelector('[data-testid="story-root"]')).toHaveAttribute('dir', 'rtl');
  },
};

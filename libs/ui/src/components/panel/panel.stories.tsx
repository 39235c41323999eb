import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from '../../lib/link';
import { InfoList } from '../info-list/info-list';
import { Prose } from '../layout/layout';
import { Panel } from './panel';

const meta = { title: 'Layout/Panel', component: Panel, args: { title: 'About', children: null } } satisfies Meta<typeof Panel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const About: Story = {
  args: {
    children: (
      <Prose>
        {'Eclectic, commercial-free radio mixed by real people since 2000.\nListener-supported and streaming in high quality.'}
      </Prose>
    ),
  },
};
export const StationInformation: Story = {
  args: {
    title: 'Station Information',
    children: (
      <InfoList
        items={[
          { label: 'Country', value: 'United States' },
          { label: 'Language', value: 'English' },
          { label: 'Genres', value: 'Eclectic, Rock, World' },
          {
            label: 'Website',
            value: (
              <Link href="https://radioparadise.com" external>
                radioparadise.com
              </Link>
            ),
          },
        ]}
      />
    ),
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { Certificate } from 'ce-course-player';

const meta = {
  title: 'Course/Certificate',
  component: Certificate,
  args: { certificate: { status: 'not-earned' } },
} satisfies Meta<typeof Certificate>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotEarned: Story = {};

export const Pending: Story = { args: { certificate: { status: 'pending' } } };

export const Issued: Story = {
  args: {
    certificate: {
      status: 'issued',
      certificateNumber: 'NCCE-2026-000123',
      creditHours: 1,
      creditType: 'AMA PRA Category 1 Credit™',
      issuedAt: '2026-10-02T15:30:00Z',
      verificationUrl: 'https://verify.example.org/c/NCCE-2026-000123',
      downloadUrl: 'https://files.example.org/c/NCCE-2026-000123.pdf',
    },
  },
};

import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import 'ce-course-player/styles.css';

// No favicon file in this example: an empty data: icon keeps the browser from requesting /favicon.ico.
export const metadata: Metadata = { title: 'CE course (Next.js host)', icons: { icon: 'data:,' } };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}

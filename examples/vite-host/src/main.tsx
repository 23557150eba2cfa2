import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CoursePage } from './CoursePage';
import course from './course.json';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <CoursePage course={course} learnerId="9d4e2b7c-5a13-4f6e-8c21-3b7a0e5d9f42" />
  </StrictMode>,
);

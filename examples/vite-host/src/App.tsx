import { useEffect, useState } from 'react';
import { CoursePlayer, submitProgressTo } from 'ce-course-player';
import 'ce-course-player/styles.css';

export default function App() {
  const [course, setCourse] = useState<unknown>(null);
  useEffect(() => {
    fetch('/api/ce/course-content').then((r) => r.json()).then(setCourse);
  }, []);
  if (!course) return <p>Loading the course…</p>;
  return (
    <CoursePlayer
      payload={course} // the course content, untouched
      userId="learner-1" // your signed-in learner's id
      onSubmit={submitProgressTo('/api/ce/submit-progress')} // scored on the server
      allowHttp={import.meta.env.DEV} // the dev service serves the sample's pictures on http://localhost
    />
  );
}

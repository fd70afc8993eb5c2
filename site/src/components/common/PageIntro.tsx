import React from 'react';

interface PageIntroProps {
  title: string;
  lead?: string;
  actions?: React.ReactNode;
}

/** The heading block at the top of a page. */
export function PageIntro({ title, lead, actions }: PageIntroProps) {
  return (
    <header className="page-header">
      <div className="page-header-row">
        <div>
          <h1>{title}</h1>
          {lead && <p>{lead}</p>}
        </div>
        {actions && <div>{actions}</div>}
      </div>
    </header>
  );
}

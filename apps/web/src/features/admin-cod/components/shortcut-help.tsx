import { useId, useState } from 'react';
import { Keyboard } from 'lucide-react';
import { Button } from '../../../components/button';
import { SHORTCUT_HELP } from '../lib/desk-keys';
import { DESK_TEXT } from '../lib/desk-texts';

/**
 * « Raccourcis »: the desk's keys behind a toggle, on every screen size (issue 46: the help was
 * hidden on phones, where an agent may use a keyboard too).
 */
export function ShortcutHelp() {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <Button
        variant="ghost"
        className="min-h-10 self-start px-3"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        <Keyboard aria-hidden size={18} />
        {DESK_TEXT.shortcuts}
      </Button>
      <section
        id={id}
        hidden={!open}
        aria-label={DESK_TEXT.shortcutsLabel}
        className="rounded-2xl bg-sand-50 p-3 text-sm text-stone-700"
      >
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          {SHORTCUT_HELP.map(({ keys, does }) => (
            <div key={keys} className="contents">
              <dt>
                <kbd className="rounded bg-white px-1.5 py-0.5 font-mono text-xs ring-1 ring-sand-200">
                  {keys}
                </kbd>
              </dt>
              <dd>{does}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}

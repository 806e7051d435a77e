// The quality menu in video.js's control bar: Auto and each rendition as radio items (video.js's own menu, so it opens
// and moves by keyboard and speaks its roles to screen readers); the button shows the choice.
import type { Quality } from '../../worker/config/playback';

export interface QualityItem {
  quality: Quality;
  label: string;
}

export interface QualityMenuOptions {
  /** The button's name ("Quality"). */
  title: string;
  items: readonly QualityItem[];
  current: Quality;
  onSelect: (quality: Quality) => void;
}

interface VjsComponent {
  el(): HTMLElement;
  addClass(name: string): void;
  removeClass(name: string): void;
}
interface VjsMenuItem extends VjsComponent {
  selected(value: boolean): void;
}
type ComponentClass<T> = new (player: unknown, options: Record<string, unknown>) => T;
interface VideoJsStatic {
  getComponent(name: string): unknown;
}
interface VjsPlayer {
  getChild(name: string): { addChild(child: unknown, options: object, index: number): void; children(): unknown[]; getChild(name: string): unknown } | undefined;
}

/** Adds the menu before the fullscreen button; `select` marks a choice made elsewhere (the row under the player). */
export function addQualityMenu(videojs: VideoJsStatic, player: VjsPlayer, options: QualityMenuOptions): { select(quality: Quality): void } {
  const MenuItem = videojs.getComponent('MenuItem') as ComponentClass<VjsMenuItem>;
  const MenuButton = videojs.getComponent('MenuButton') as ComponentClass<VjsComponent & { items: VjsMenuItem[] }>;
  const entries: { quality: Quality; item: VjsMenuItem }[] = [];
  let value: HTMLElement | undefined;
  const label = (quality: Quality) => options.items.find((i) => i.quality === quality)?.label ?? '';

  const mark = (quality: Quality) => {
    for (const entry of entries) entry.item.selected(entry.quality === quality);
    if (value) value.textContent = label(quality);
  };

  class QualityMenuItem extends MenuItem {
    constructor(p: unknown, o: Record<string, unknown>) {
      super(p, { ...o, selectable: true, multiSelectable: false });
    }

    handleClick(): void {
      const entry = entries.find((e) => e.item === (this as unknown as VjsMenuItem));
      if (!entry) return;
      mark(entry.quality);
      options.onSelect(entry.quality);
    }
  }

  class QualityMenuButton extends MenuButton {
    createItems(): VjsMenuItem[] {
      entries.length = 0;
      return options.items.map((i) => {
        const item = new QualityMenuItem(player, { label: i.label, selected: i.quality === options.current });
        entries.push({ quality: i.quality, item });
        return item;
      });
    }

    buildCSSClass(): string {
      return `vjs-quality-button ${(MenuButton.prototype as unknown as { buildCSSClass(): string }).buildCSSClass.call(this)}`;
    }

    buildWrapperCSSClass(): string {
      return `vjs-quality-control ${(MenuButton.prototype as unknown as { buildWrapperCSSClass(): string }).buildWrapperCSSClass.call(this)}`;
    }
  }
  (QualityMenuButton.prototype as unknown as { controlText_: string }).controlText_ = options.title;

  const button = new QualityMenuButton(player, {});
  value = document.createElement('span');
  value.className = 'vjs-quality-value';
  value.setAttribute('aria-hidden', 'true');
  const inner = button.el().querySelector('.vjs-menu-button');
  inner?.insertBefore(value, inner.firstChild);
  mark(options.current);
  const bar = player.getChild('ControlBar');
  if (bar) {
    const fullscreen = bar.getChild('FullscreenToggle');
    const index = fullscreen ? bar.children().indexOf(fullscreen) : bar.children().length;
    bar.addChild(button, {}, index);
  }
  return { select: mark };
}

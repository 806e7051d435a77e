// Site header: logo, search, language and section pickers, account buttons, main navigation and sister sites.
import SearchBox from '../../islands/search-box';
import { LANG_NAMES } from '../../locales';
import { SEARCH_MAX, SEARCH_MIN } from '../../worker/config/limits';
import { mainSections } from '../navigation';
import { Island } from '../parts/island';
import { adminUrls } from '../admin-urls';
import { urls } from '../urls';
import type { LayoutProps } from './document';

type HeaderProps = Pick<LayoutProps, 't' | 'lang' | 'site' | 'section' | 'user' | 'path' | 'searchQuery' | 'keywordSetUrl'> & {
  languageLinks: LayoutProps['links']['languages'];
};

/** The navigation's links in priority order: the row shows a prefix of them, the "More" menu the rest (site.css). */
function NavItems({ t, site }: Pick<HeaderProps, 't' | 'site'>) {
  const nav = [...mainSections(t), { href: urls.uploadVideo(), label: t('nav.upload') }];
  return (
    <>
      {nav.map((item) => (
        <li key={item.href}><a href={item.href}>{item.label}</a></li>
      ))}
      {site.partnerLinks.map((link) => (
        <li key={link.url}><a href={link.url} rel="sponsored noopener" className="nav__partner">{t(link.label)}</a></li>
      ))}
    </>
  );
}

export function Header({ t, lang, site, section, user, path, searchQuery, keywordSetUrl, languageLinks }: HeaderProps) {
  return (
    <header className="header">
      <div className="header__bar">
        <input type="checkbox" id="menu-toggle" className="menu-toggle" aria-label={t('header.menu')} />
        <label htmlFor="menu-toggle" className="menu-button">
          <span aria-hidden="true">☰</span>
          <span className="visually-hidden">{t('header.menu')}</span>
        </label>
        <a className="logo" href={urls.home()}>
          <img src={site.logo} alt={site.name} width={132} height={32} />
        </a>
        <Island
          name="search-box"
          component={SearchBox}
          hydrate="interaction"
          className="search-box"
          props={{
            query: searchQuery ?? '',
            min: SEARCH_MIN,
            max: SEARCH_MAX,
            keywordSetUrl,
            labels: {
              label: t('header.searchLabel'),
              placeholder: t('header.searchPlaceholder'),
              button: t('header.searchButton'),
              recent: t('header.searchRecent'),
              popular: t('header.searchPopular'),
              keywords: t('header.searchKeywords'),
              categories: t('header.searchCategories'),
              models: t('header.searchModels'),
            },
          }}
        />
        <div className="header__tools">
          <details className="dropdown header__section">
            <summary><span className="visually-hidden">{t('header.section')}: </span>{t(`sections.${section}`)}</summary>
            <ul className="dropdown__menu">
              {site.sections.map((value) => (
                <li key={value}>
                  <a href={urls.setSection(value, path)} rel="nofollow" aria-current={value === section ? 'true' : undefined}>
                    {t(`sections.${value}`)}
                  </a>
                </li>
              ))}
            </ul>
          </details>
          <details className="dropdown header__language">
            <summary><span className="visually-hidden">{t('header.language')}: </span>{lang.toUpperCase()}</summary>
            <ul className="dropdown__menu">
              {site.languages.map((value) => (
                <li key={value}>
                  <a href={languageLinks[value]} rel="nofollow" hrefLang={value} lang={value} aria-current={value === lang ? 'true' : undefined}>
                    {LANG_NAMES[value]}
                  </a>
                </li>
              ))}
            </ul>
          </details>
          {user ? (
            <details className="dropdown dropdown--end">
              <summary>
                <span className="visually-hidden">{t('header.account')}: </span>
                <img className="avatar avatar--small" src={user.avatar ? urls.media(user.avatar) : '/img/avatar.svg'} alt="" width={28} height={28} />
                <span className="header__username">{user.username}</span>
                {user.unreadMessages > 0 && (
                  <span className="badge" title={t('messages.unread', { count: user.unreadMessages })}>
                    {user.unreadMessages}<span className="visually-hidden"> {t('messages.unread', { count: user.unreadMessages })}</span>
                  </span>
                )}
              </summary>
              <ul className="dropdown__menu">
                <li><a href={urls.edit()}>{t('account.editProfile')}</a></li>
                <li><a href={urls.memberTab(user.userId, 'uploaded_videos')}>{t('account.uploaded')}</a></li>
                <li><a href={urls.memberTab(user.userId, 'albums')}>{t('account.albums')}</a></li>
                <li><a href={urls.uploadAlbum()}>{t('account.createAlbum')}</a></li>
                <li><a href={urls.memberTab(user.userId, 'favourite_videos')}>{t('account.favourites')}</a></li>
                <li><a href={urls.memberTab(user.userId, 'watch_later_videos')}>{t('account.watchLater')}</a></li>
                <li><a href={urls.memberTab(user.userId, 'history')}>{t('account.history')}</a></li>
                <li><a href={urls.memberTab(user.userId, 'subscriptions')}>{t('account.subscriptions')}</a></li>
                <li><a href={urls.memberTab(user.userId, 'friends')}>{t('account.friends')}</a></li>
                <li><a href={urls.memberTab(user.userId, 'playlists')}>{t('account.playlists')}</a></li>
                <li>
                  <a href={urls.messages()}>
                    {user.unreadMessages > 0 ? t('messages.titleUnread', { count: user.unreadMessages }) : t('messages.title')}
                  </a>
                </li>
                {(user.role === 'moderator' || user.role === 'admin') && <li><a href={adminUrls.home()}>{t('account.console')}</a></li>}
                <li>
                  <form method="post" action="/logout/">
                    <input type="hidden" name="back" value={path} />
                    <button type="submit" className="link-button">{t('account.logout')}</button>
                  </form>
                </li>
              </ul>
            </details>
          ) : (
            <>
              {/* The Login modal itself comes after the page's content (document.tsx), its heading after the page's h1. */}
              <a className="button" href={urls.signin(path)} data-login="">{t('header.login')}</a>
              <a className="button button--primary header__signup" href={urls.signup()}>{t('header.signup')}</a>
            </>
          )}
        </div>
      </div>
      <nav className="nav" aria-label={t('nav.home')}>
        <ul className="nav__list">
          <NavItems t={t} site={site} />
        </ul>
        <details className="dropdown dropdown--end nav__more">
          <summary>{t('common.more')}</summary>
          <ul className="dropdown__menu">
            <NavItems t={t} site={site} />
          </ul>
        </details>
        <details className="dropdown sister-sites">
          <summary>{t('header.sisterSites')}</summary>
          <ul className="dropdown__menu">
            {site.sisterSites.map((sister) => (
              <li key={sister.url}><a href={sister.url} rel="noopener">{sister.name}</a></li>
            ))}
          </ul>
        </details>
      </nav>
    </header>
  );
}

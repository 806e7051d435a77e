// Word banks for the deterministic demo title / description / name generator.
// Everything here is synthetic and neutral (safe for work): no real people, no brands.

export type BankLang = 'en' | 'ja' | 'ko' | 'zh' | 'fr' | 'de' | 'es';

export interface TitleBank {
  lang: BankLang;
  starts: readonly string[];
  subjects: readonly string[];
  places: readonly string[];
  joiner: (start: string, subject: string, place: string) => string;
}

const capitalise = (s: string): string => (s.length === 0 ? s : s.charAt(0).toUpperCase() + s.slice(1));

// ---------------------------------------------------------------------------
// English: "<Start> <subject> in <place>"  ->  "Quiet morning walk in Kyoto harbour"
// Includes words with diacritics (crème, café, naïve, résumé, piñata, ...) so that
// diacritic-insensitive search can be exercised.
const EN: TitleBank = {
  lang: 'en',
  starts: [
    'Quiet', 'Slow', 'Sunny', 'Rainy', 'Cozy', 'Early', 'Late', 'Lazy', 'Gentle', 'Breezy',
    'Snowy', 'Misty', 'Golden', 'Peaceful', 'Cheerful', 'Simple', 'Unplanned', 'Tiny', 'Long', 'Weekend',
    'Midweek', 'Colourful', 'Relaxed', 'First',
  ],
  subjects: [
    'morning walk', 'café hopping', 'crème brûlée tasting', 'résumé workshop', 'piñata party',
    'naïve watercolour sketching', 'jalapeño salsa class', 'tea tasting', 'bike ride', 'picnic lunch',
    'street food tour', 'karaoke night', 'bakery visit', 'sunset timelapse', 'bookshop browse',
    'flower market stroll', 'ramen hunt', 'photo walk', 'yoga session', 'dance rehearsal',
    'board game evening', 'pottery lesson', 'train ride', 'lantern festival', 'cosplay meetup',
    'study session', 'soup cooking', 'dumpling workshop', 'kite flying', 'rooftop concert',
    'vinyl record hunt', 'crêpe making', 'museum visit', 'fika break',
  ],
  places: [
    'Kyoto harbour', 'the old town', 'a seaside village', 'a tiny café', 'the riverside park',
    'a mountain cabin', 'the night market', 'São Paulo', 'Montréal', 'the botanical garden',
    'a rooftop garden', 'Lisbon', 'the city library', 'a lakeside town', 'the university campus',
    'a snowy valley', 'the fishing port', 'an island ferry', 'the hot spring town', 'a quiet suburb',
    'the central station', 'Zürich', 'the flower fields', 'a coastal trail', 'the pine forest',
    'Reykjavík', 'a vineyard lane', 'the harbour lighthouse', 'a hillside temple', 'the tram line',
    'Málaga', 'the canal district',
  ],
  joiner: (start, subject, place) => `${capitalise(start)} ${subject} in ${place}`,
};

// ---------------------------------------------------------------------------
// Japanese: "<place>で<start><subject>" -> "京都の港で静かな朝の散歩" (no spaces)
const JA: TitleBank = {
  lang: 'ja',
  starts: [
    '静かな', '穏やかな', 'のんびり', 'ゆったり', '楽しい', '小さな', 'はじめての', 'いつもの', '特別な', '雨上がりの',
    '週末の', '早朝の', '夕暮れの', '真冬の', '春風の', '晴れた日の', '気ままな', '贅沢な', '素朴な', '懐かしい',
    '秋晴れの', '夜更けの',
  ],
  subjects: [
    '朝の散歩', 'カフェ巡り', 'パン屋さん探し', '手作り餃子', '抹茶スイーツ', '古本屋めぐり', '紅葉狩り', '花火見物', '自転車旅', 'ピクニック',
    '屋台の食べ歩き', 'カラオケ大会', '陶芸体験', '着物レンタル', '写真散歩', 'ヨガ教室', 'ダンス練習', 'ボードゲーム会', '電車の旅', '提灯まつり',
    'コスプレ撮影会', '勉強会', '味噌汁づくり', '凧あげ', '屋上ライブ', 'レコード探し', 'クレープ作り', '美術館めぐり', '温泉巡り', '星空観察',
    '雪だるま作り', '金魚すくい',
  ],
  places: [
    '京都の港', '鎌倉の海辺', '札幌の雪道', '奈良の公園', '横浜の赤レンガ倉庫', '小樽の運河', '函館の坂道', '金沢の茶屋街', '尾道の路地', '松本の城下町',
    '那覇の市場', '仙台の並木道', '長崎の坂の上', '高山の古い町並み', '倉敷の美観地区', '山奥の温泉街', '海沿いの漁村', '駅前の商店街', '川沿いの遊歩道', '大学のキャンパス',
    '屋上庭園', '湖のほとり', '森の小道', '島のフェリー', '夜の市場', '丘の上の神社', '田んぼ道', '港の灯台', '路面電車の沿線', '桜並木',
    '古い図書館', '山小屋',
  ],
  joiner: (start, subject, place) => `${place}で${start}${subject}`,
};

// ---------------------------------------------------------------------------
// Korean: "<place>에서 <start> <subject>" -> "부산 항구에서 조용한 아침 산책"
// (standard Korean orthography keeps spaces between words)
const KO: TitleBank = {
  lang: 'ko',
  starts: [
    '조용한', '느긋한', '따뜻한', '상쾌한', '즐거운', '소소한', '첫', '평범한', '특별한', '비 오는 날의',
    '주말의', '이른 아침의', '해 질 녘의', '한겨울의', '봄날의', '맑은 날의', '여유로운', '아늑한', '소박한', '그리운',
    '가을날의', '늦은 밤의',
  ],
  subjects: [
    '아침 산책', '카페 투어', '빵집 탐방', '만두 만들기', '녹차 디저트', '헌책방 구경', '단풍 구경', '불꽃놀이', '자전거 여행', '피크닉',
    '길거리 음식 투어', '노래방 모임', '도자기 체험', '한복 나들이', '사진 산책', '요가 수업', '댄스 연습', '보드게임 모임', '기차 여행', '등불 축제',
    '코스프레 촬영', '스터디 모임', '된장찌개 요리', '연날리기', '옥상 공연', 'LP 음반 찾기', '크레페 만들기', '미술관 나들이', '온천 여행', '별 보기',
    '눈사람 만들기', '시장 구경',
  ],
  places: [
    '부산 항구', '제주 해변', '강릉 바닷가', '전주 한옥마을', '경주 공원', '서울 골목길', '인천 차이나타운', '속초 항구', '여수 밤바다', '춘천 호숫가',
    '대구 시장', '통영 언덕', '안동 옛 마을', '남해 섬마을', '산속 온천 마을', '바닷가 어촌', '역 앞 상점가', '강변 산책로', '대학 캠퍼스', '옥상 정원',
    '호숫가', '숲속 오솔길', '섬 가는 배', '야시장', '언덕 위 절', '논두렁길', '등대 근처', '전차 노선', '벚꽃길', '오래된 도서관',
    '산장',
  ],
  joiner: (start, subject, place) => `${place}에서 ${start} ${subject}`,
};

// ---------------------------------------------------------------------------
// Chinese (simplified): "在<place>的<start><subject>" -> "在西湖边的悠闲清晨散步" (no spaces)
const ZH: TitleBank = {
  lang: 'zh',
  starts: [
    '悠闲', '安静', '温暖', '轻松', '惬意', '慢节奏', '愉快', '难忘', '简单', '雨后',
    '周末', '清晨', '黄昏', '冬日', '春日', '晴天', '随性', '小小', '朴素', '怀旧',
    '秋日', '深夜',
  ],
  subjects: [
    '清晨散步', '咖啡馆探店', '面包店寻味', '手工包饺子', '抹茶甜点', '旧书店闲逛', '赏红叶', '看烟花', '骑行之旅', '野餐时光',
    '街头小吃之旅', '卡拉OK之夜', '陶艺体验', '汉服漫步', '摄影散步', '瑜伽课', '舞蹈排练', '桌游聚会', '火车旅行', '花灯节',
    'Cosplay外拍', '自习时光', '煲汤日记', '放风筝', '天台音乐会', '淘黑胶唱片', '做可丽饼', '逛美术馆', '泡温泉', '看星星',
    '堆雪人', '逛菜市场',
  ],
  places: [
    '西湖边', '鼓浪屿', '青岛海边', '成都小巷', '苏州园林', '丽江古城', '厦门渔港', '桂林山水间', '大理洱海旁', '哈尔滨雪乡',
    '重庆山城', '长沙老街', '南京梧桐道', '西安城墙下', '海边渔村', '山里温泉小镇', '车站商店街', '江边步道', '大学校园', '屋顶花园',
    '湖畔', '林间小路', '渡轮上', '夜市', '山顶小庙', '稻田小路', '灯塔旁', '有轨电车沿线', '樱花大道', '老图书馆',
    '山间小屋',
  ],
  joiner: (start, subject, place) => `在${place}的${start}${subject}`,
};

// ---------------------------------------------------------------------------
// French: "<Subject> <place>, <start>" -> "Promenade au vieux port, un matin calme"
const FR: TitleBank = {
  lang: 'fr',
  starts: [
    'un matin calme', 'un dimanche ensoleillé', 'au petit matin', "en fin d'après-midi", 'sous la pluie',
    'au coucher du soleil', "un soir d'été", "un jour d'hiver", 'au printemps', 'en automne',
    'à la tombée de la nuit', 'un samedi tranquille', 'un jour de brume', 'sans se presser', 'entre amis',
    'en solo', 'pour la première fois', 'un mercredi pluvieux', "à l'aube", 'en plein été',
    'un lundi de neige', "le temps d'un week-end",
  ],
  subjects: [
    'promenade', 'tournée des cafés', 'dégustation de crème brûlée', 'atelier crêpes', 'pique-nique',
    'balade à vélo', 'cours de cuisine', 'soirée karaoké', 'visite de boulangerie', 'timelapse du coucher de soleil',
    'flânerie en librairie', 'marché aux fleurs', 'chasse aux ramen', 'balade photo', 'séance de yoga',
    'répétition de danse', 'soirée jeux de société', 'cours de poterie', 'voyage en train', 'fête des lanternes',
    'rencontre cosplay', "séance d'étude", 'soupe maison', 'atelier raviolis', 'cerf-volant',
    'concert sur le toit', 'chasse aux vinyles', 'visite de musée', "croquis à l'aquarelle", 'pause thé',
    'cueillette de pommes', 'randonnée tranquille',
  ],
  places: [
    'au vieux port', 'dans un petit café', 'à Lyon', 'sur la plage', 'dans la vieille ville',
    'au bord du lac', 'dans un village de montagne', 'au marché de nuit', 'à Montréal', 'au jardin botanique',
    'sur un toit-terrasse', 'à Lisbonne', 'à la bibliothèque', 'sur le campus', 'dans une vallée enneigée',
    'au port de pêche', 'sur un ferry', 'dans une ville thermale', 'en banlieue', 'à la gare centrale',
    'à Genève', 'dans les champs de lavande', 'sur un sentier côtier', 'dans la forêt de pins', 'à Québec',
    'dans les vignes', 'près du phare', 'sur la colline', 'le long du canal', 'à Marseille',
    'à Bruxelles', 'au quartier des artistes',
  ],
  joiner: (start, subject, place) => `${capitalise(subject)} ${place}, ${start}`,
};

// ---------------------------------------------------------------------------
// German: "<Subject> <start> <place>" -> "Spaziergang bei Sonnenaufgang am alten Hafen"
const DE: TitleBank = {
  lang: 'de',
  starts: [
    'bei Sonnenaufgang', 'an einem ruhigen Morgen', 'am Sonntagnachmittag', 'im Herbst', 'im Regen',
    'bei Sonnenuntergang', 'an einem Sommerabend', 'im Winter', 'im Frühling', 'am Wochenende',
    'in der Abenddämmerung', 'an einem stillen Samstag', 'bei Nebel', 'ganz entspannt', 'mit Freunden',
    'allein', 'zum ersten Mal', 'an einem Regentag', 'im Morgengrauen', 'im Hochsommer',
    'bei Schneefall', 'am Feiertag',
  ],
  subjects: [
    'Spaziergang', 'Café-Tour', 'Crème-brûlée-Verkostung', 'Crêpes backen', 'Picknick',
    'Radtour', 'Kochkurs', 'Karaoke-Abend', 'Bäckereibesuch', 'Zeitraffer',
    'Bummel durch Buchläden', 'Blumenmarkt', 'Ramen-Suche', 'Fotospaziergang', 'Yogastunde',
    'Tanzprobe', 'Spieleabend', 'Töpferkurs', 'Zugfahrt', 'Laternenfest',
    'Cosplay-Treffen', 'Lernsession', 'Suppe kochen', 'Knödel-Workshop', 'Drachensteigen',
    'Konzert auf dem Dach', 'Schallplattensuche', 'Museumsbesuch', 'Aquarellskizzen', 'Teepause',
    'Apfelernte', 'Wanderung',
  ],
  places: [
    'am alten Hafen', 'in einem kleinen Café', 'in Lübeck', 'am Strand', 'in der Altstadt',
    'am Seeufer', 'in einem Bergdorf', 'auf dem Nachtmarkt', 'in Graz', 'im Botanischen Garten',
    'auf einer Dachterrasse', 'in Lissabon', 'in der Stadtbibliothek', 'auf dem Campus', 'in einem verschneiten Tal',
    'im Fischerhafen', 'auf einer Fähre', 'in einem Kurort', 'am Stadtrand', 'am Hauptbahnhof',
    'in Zürich', 'zwischen Lavendelfeldern', 'auf einem Küstenpfad', 'im Kiefernwald', 'in Bremen',
    'in den Weinbergen', 'am Leuchtturm', 'auf dem Hügel', 'am Kanal', 'in Würzburg',
    'an der Ostsee', 'im Künstlerviertel',
  ],
  joiner: (start, subject, place) => `${capitalise(subject)} ${start} ${place}`,
};

// ---------------------------------------------------------------------------
// Spanish: "<Subject> <start> <place>" -> "Paseo al amanecer en el puerto viejo"
const ES: TitleBank = {
  lang: 'es',
  starts: [
    'al amanecer', 'una mañana tranquila', 'un domingo soleado', 'en otoño', 'bajo la lluvia',
    'al atardecer', 'una noche de verano', 'en invierno', 'en primavera', 'el fin de semana',
    'al anochecer', 'un sábado cualquiera', 'con niebla', 'sin prisas', 'con amigos',
    'en solitario', 'por primera vez', 'un día de lluvia', 'de madrugada', 'en pleno verano',
    'un día de nieve', 'en vacaciones',
  ],
  subjects: [
    'paseo', 'ruta de cafeterías', 'cata de crème brûlée', 'taller de crepes', 'pícnic',
    'paseo en bici', 'clase de cocina', 'noche de karaoke', 'visita a la panadería', 'timelapse',
    'vuelta por librerías', 'mercado de flores', 'búsqueda de ramen', 'paseo fotográfico', 'clase de yoga',
    'ensayo de baile', 'noche de juegos de mesa', 'clase de cerámica', 'viaje en tren', 'fiesta de farolillos',
    'quedada de cosplay', 'sesión de estudio', 'sopa casera', 'taller de empanadillas', 'vuelo de cometas',
    'concierto en la azotea', 'búsqueda de vinilos', 'visita al museo', 'acuarelas', 'pausa para el té',
    'fiesta con piñata', 'caminata tranquila',
  ],
  places: [
    'en el puerto viejo', 'en una pequeña cafetería', 'en Sevilla', 'en la playa', 'en el casco antiguo',
    'junto al lago', 'en un pueblo de montaña', 'en el mercado nocturno', 'en Valparaíso', 'en el jardín botánico',
    'en una azotea', 'en Lisboa', 'en la biblioteca', 'en el campus', 'en un valle nevado',
    'en el puerto pesquero', 'en un ferry', 'en un pueblo termal', 'en las afueras', 'en la estación central',
    'en Cádiz', 'entre campos de lavanda', 'por un sendero costero', 'en el pinar', 'en Córdoba',
    'entre viñedos', 'junto al faro', 'en la colina', 'a orillas del canal', 'en Bogotá',
    'en San Sebastián', 'en el barrio de los artistas',
  ],
  joiner: (start, subject, place) => `${capitalise(subject)} ${start} ${place}`,
};

export const TITLE_BANKS: readonly TitleBank[] = [EN, JA, KO, ZH, FR, DE, ES];

// ---------------------------------------------------------------------------
// Neutral description sentences, combined at random (deterministically) by the seeder.
export const DESCRIPTION_SENTENCES: Record<BankLang, readonly string[]> = {
  en: [
    'A short, relaxed clip filmed on a quiet afternoon.',
    'No narration, just ambient sound and a slow camera.',
    'We started early to catch the soft morning light.',
    'The weather changed twice while we were filming.',
    'Thanks for watching, and see you in the next episode.',
    'Shot handheld, so please forgive the occasional wobble.',
    'The café at the end serves a lovely crème caramel.',
    'This is part of an ongoing series about small everyday moments.',
    'Music in the background is an original loop made for this channel.',
    'Let us know in the comments where we should go next.',
    'All footage was recorded over a single weekend.',
    'Subtitles are available in several languages.',
    'The route takes about an hour at a gentle pace.',
    'A little behind-the-scenes look at how this episode came together.',
    'Perfect for a calm break between tasks.',
    'We kept the edit simple and the colours natural.',
    'Bring a warm drink and enjoy the view.',
  ],
  ja: [
    '静かな午後に撮影した短い動画です。',
    'ナレーションなし、環境音だけでお楽しみください。',
    '朝のやわらかい光を撮るために早起きしました。',
    '撮影中に天気が二回も変わりました。',
    'ご視聴ありがとうございました。また次回お会いしましょう。',
    '手持ち撮影のため、少し揺れがあります。',
    '最後に立ち寄ったカフェのプリンがとても美味しかったです。',
    '日常の小さな瞬間を集めたシリーズの一本です。',
    'BGMはこのチャンネルのために作ったオリジナルです。',
    '次に行ってほしい場所をコメントで教えてください。',
    'すべての映像は一つの週末に撮影しました。',
    '字幕は複数の言語に対応しています。',
    'ゆっくり歩いて一時間ほどのコースです。',
    '今回の撮影の舞台裏も少しだけ紹介します。',
    '作業の合間の休憩にぴったりです。',
    '編集はシンプルに、色味は自然なままにしました。',
    '温かい飲み物と一緒に景色をお楽しみください。',
  ],
  ko: [
    '조용한 오후에 촬영한 짧은 영상입니다.',
    '내레이션 없이 주변 소리만 담았습니다.',
    '부드러운 아침 햇살을 담으려고 일찍 출발했어요.',
    '촬영하는 동안 날씨가 두 번이나 바뀌었어요.',
    '시청해 주셔서 감사합니다. 다음 영상에서 만나요.',
    '손으로 들고 찍어서 조금 흔들릴 수 있어요.',
    '마지막에 들른 카페의 푸딩이 정말 맛있었어요.',
    '일상의 작은 순간을 모은 시리즈 중 하나입니다.',
    '배경 음악은 이 채널을 위해 만든 오리지널 곡입니다.',
    '다음에 가 볼 곳을 댓글로 알려 주세요.',
    '모든 영상은 한 주말 동안 촬영했습니다.',
    '여러 언어로 자막을 제공합니다.',
    '천천히 걸으면 한 시간 정도 걸리는 코스예요.',
    '이번 촬영의 비하인드도 살짝 보여 드릴게요.',
    '일하다가 잠깐 쉬어 갈 때 보기 좋아요.',
    '편집은 단순하게, 색감은 자연스럽게 했습니다.',
    '따뜻한 차 한 잔과 함께 풍경을 즐겨 보세요.',
  ],
  zh: [
    '这是一个在安静午后拍摄的短片。',
    '没有旁白，只有环境声和缓慢的镜头。',
    '为了拍到柔和的晨光，我们很早就出发了。',
    '拍摄过程中天气变了两次。',
    '感谢观看，我们下期再见。',
    '全程手持拍摄，画面偶尔会有些晃动。',
    '最后去的那家咖啡馆的布丁非常好吃。',
    '这是记录日常小瞬间系列的一集。',
    '背景音乐是为本频道制作的原创循环。',
    '欢迎在评论区告诉我们下一站去哪里。',
    '所有素材都是在一个周末里拍完的。',
    '本视频提供多种语言的字幕。',
    '慢慢走完这条路线大约需要一个小时。',
    '顺便带大家看看这期节目的幕后花絮。',
    '很适合在工作间隙放松一下。',
    '剪辑尽量简洁，色彩保持自然。',
    '泡一杯热茶，一起欣赏风景吧。',
  ],
  fr: [
    'Une courte vidéo tournée par un après-midi tranquille.',
    'Pas de narration, seulement le son ambiant et une caméra lente.',
    'Nous sommes partis tôt pour profiter de la douce lumière du matin.',
    'La météo a changé deux fois pendant le tournage.',
    'Merci de votre visite, et à bientôt pour le prochain épisode.',
    'Tourné caméra à la main, pardonnez les petites secousses.',
    'Le café à la fin du parcours sert une excellente crème caramel.',
    "Cet épisode fait partie d'une série sur les petits moments du quotidien.",
    'La musique de fond est une boucle originale créée pour la chaîne.',
    'Dites-nous en commentaire où aller la prochaine fois.',
    'Toutes les images ont été filmées en un seul week-end.',
    'Des sous-titres sont disponibles en plusieurs langues.',
    'Le parcours prend environ une heure à pas tranquilles.',
    'Un petit aperçu des coulisses de cet épisode.',
    'Idéal pour une pause calme entre deux tâches.',
    'Un montage simple et des couleurs naturelles.',
    'Prenez une boisson chaude et profitez de la vue.',
  ],
  de: [
    'Ein kurzer, entspannter Clip, gedreht an einem ruhigen Nachmittag.',
    'Keine Moderation, nur Umgebungsgeräusche und eine langsame Kamera.',
    'Wir sind früh losgegangen, um das weiche Morgenlicht einzufangen.',
    'Während des Drehs hat sich das Wetter zweimal geändert.',
    'Danke fürs Zuschauen und bis zur nächsten Folge.',
    'Aus der Hand gefilmt, bitte entschuldigt das gelegentliche Wackeln.',
    'Das Café am Ende serviert eine wunderbare Crème Caramel.',
    'Diese Folge gehört zu einer Reihe über kleine Alltagsmomente.',
    'Die Hintergrundmusik ist ein eigener Loop für diesen Kanal.',
    'Schreibt uns in die Kommentare, wohin es als Nächstes gehen soll.',
    'Alle Aufnahmen entstanden an einem einzigen Wochenende.',
    'Untertitel gibt es in mehreren Sprachen.',
    'Die Route dauert in gemütlichem Tempo etwa eine Stunde.',
    'Ein kleiner Blick hinter die Kulissen dieser Folge.',
    'Perfekt für eine ruhige Pause zwischendurch.',
    'Schlichter Schnitt und natürliche Farben.',
    'Holt euch ein warmes Getränk und genießt die Aussicht.',
  ],
  es: [
    'Un vídeo corto y relajado grabado una tarde tranquila.',
    'Sin narración, solo sonido ambiente y una cámara lenta.',
    'Salimos temprano para aprovechar la luz suave de la mañana.',
    'El tiempo cambió dos veces durante la grabación.',
    'Gracias por vernos, nos vemos en el próximo episodio.',
    'Grabado cámara en mano, perdonad algún que otro temblor.',
    'La cafetería del final sirve una crema catalana riquísima.',
    'Este episodio forma parte de una serie sobre pequeños momentos cotidianos.',
    'La música de fondo es un bucle original creado para el canal.',
    'Contadnos en los comentarios adónde deberíamos ir la próxima vez.',
    'Todo el material se grabó en un solo fin de semana.',
    'Hay subtítulos disponibles en varios idiomas.',
    'La ruta dura alrededor de una hora a paso tranquilo.',
    'Un pequeño vistazo detrás de cámaras de este episodio.',
    'Ideal para una pausa tranquila entre tareas.',
    'Edición sencilla y colores naturales.',
    'Prepárate una bebida caliente y disfruta de las vistas.',
  ],
};

// ---------------------------------------------------------------------------
// Romanised syllables (lowercase) for INVENTED display names, e.g. "mi"+"rae" / "to"+"ka"+"no"
// -> "Mirae Tokano". The generator should join 2 given syllables and 2–3 family syllables and
// capitalise the result. Syllables are deliberately mixed (and some unusual) so that combinations
// are unlikely to form real names.
export const NAME_SYLLABLES: { given: readonly string[]; family: readonly string[] } = {
  given: [
    'mi', 'rae', 'ko', 'lun', 'sa', 'vel', 'ri', 'nao', 'te', 'yun',
    'ela', 'fen', 'ka', 'zor', 'ai', 'bri', 'dai', 'eno', 'ilo', 'jun',
    'lea', 'mo', 'nia', 'oru', 'pim', 'qin', 'sol', 'tia', 'uma', 'vio',
    'wen', 'xia', 'yor', 'zel',
  ],
  family: [
    'to', 'ka', 'no', 'ven', 'mar', 'shi', 'ro', 'dal', 'ne', 'qua',
    'bel', 'tor', 'yu', 'han', 'sek', 'ori', 'lin', 'mu', 'zan', 'fo',
    'gre', 'ith', 'jor', 'kel', 'lom', 'nav', 'pel', 'rin', 'sai', 'tuv',
    'wyn', 'zo',
  ],
};

// ---------------------------------------------------------------------------
// ASCII parts for usernames such as "quietfox" or "sunnylantern".
export const USERNAME_PARTS: { adjectives: readonly string[]; nouns: readonly string[] } = {
  adjectives: [
    'quiet', 'sunny', 'misty', 'brave', 'calm', 'clever', 'cosy', 'curious', 'daring', 'eager',
    'fuzzy', 'gentle', 'golden', 'happy', 'jolly', 'kind', 'lucky', 'mellow', 'nimble', 'polite',
    'rapid', 'shy', 'silver', 'sleepy', 'swift', 'tidy', 'velvet', 'witty', 'zesty', 'amber',
    'cobalt', 'lunar', 'rustic', 'snowy',
  ],
  nouns: [
    'fox', 'otter', 'panda', 'heron', 'lantern', 'maple', 'comet', 'pebble', 'harbour', 'kettle',
    'meadow', 'owl', 'badger', 'cactus', 'dumpling', 'ferry', 'glacier', 'hedgehog', 'island', 'koala',
    'lemon', 'mochi', 'noodle', 'orchid', 'parrot', 'quokka', 'robin', 'sparrow', 'teapot', 'umbrella',
    'walrus', 'willow', 'yak', 'zebra',
  ],
};

// ---------------------------------------------------------------------------
// English words for neutral album titles.
export const ALBUM_WORDS: readonly string[] = [
  'Autumn', 'Harbour', 'Lanterns', 'Spring', 'Summer', 'Winter', 'Mornings', 'Evenings', 'Rooftops', 'Rivers',
  'Journeys', 'Markets', 'Meadows', 'Lighthouses', 'Trains', 'Cafés', 'Bakeries', 'Gardens', 'Islands', 'Mountains',
  'Snowfall', 'Rain', 'Sunsets', 'Festivals', 'Postcards', 'Sketches', 'Weekends', 'Kitchens', 'Bridges', 'Alleys',
  'Ferries', 'Horizons', 'Tides', 'Fireflies', 'Orchards', 'Blossoms',
];

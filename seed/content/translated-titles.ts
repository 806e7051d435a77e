// Parallel phrasebook for the demo seed: synthetic, neutral everyday-life/travel titles and
// descriptions with the same meaning in every site language. seed/generate.ts gives a share of
// demo videos these titles in every language, so per-language titles can be seen on the site.

export type TitleLang = 'en' | 'ru' | 'de' | 'fr' | 'es' | 'pl' | 'it' | 'pt' | 'ja' | 'nl';

export const TITLE_LANGS: readonly TitleLang[] = ['en', 'ru', 'de', 'fr', 'es', 'pl', 'it', 'pt', 'ja', 'nl'];

/** Each part is one phrase per language, meaning the same thing in every language (index i of subjects means the same in all languages). */
export interface ParallelParts {
  subjects: Record<TitleLang, readonly string[]>;
  places: Record<TitleLang, readonly string[]>;
  times: Record<TitleLang, readonly string[]>;
}

// Phrases are chosen so that no agreement is needed between parts: a subject is a standalone
// noun phrase (nominative in ru/pl), a place is a complete adverbial of place and a time is a
// complete adverbial of time, each carrying its own preposition/case. Times never name a time
// of day, so they combine with every subject (e.g. "Morning walk").
export const PARALLEL_PARTS: ParallelParts = {
  subjects: {
    en: [
      'Morning walk',
      'Dumpling cooking class',
      'Tea tasting',
      'Flower market stroll',
      'Lantern festival',
      'Bike ride',
      'Street food tour',
      'Pottery lesson',
      'Train journey',
      'Rooftop concert',
    ],
    ru: [
      'Утренняя прогулка',
      'Мастер-класс по лепке пельменей',
      'Дегустация чая',
      'Прогулка по цветочному рынку',
      'Праздник фонарей',
      'Велопрогулка',
      'Тур по уличной еде',
      'Урок гончарного дела',
      'Путешествие на поезде',
      'Концерт на крыше',
    ],
    de: [
      'Morgenspaziergang',
      'Teigtaschen-Kochkurs',
      'Teeverkostung',
      'Bummel über den Blumenmarkt',
      'Laternenfest',
      'Radtour',
      'Streetfood-Tour',
      'Töpferkurs',
      'Zugreise',
      'Konzert auf dem Dach',
    ],
    fr: [
      'Promenade matinale',
      'Atelier de raviolis',
      'Dégustation de thé',
      'Balade au marché aux fleurs',
      'Fête des lanternes',
      'Balade à vélo',
      'Découverte de la street food',
      'Cours de poterie',
      'Voyage en train',
      'Concert sur les toits',
    ],
    es: [
      'Paseo matutino',
      'Clase de cocina de empanadillas',
      'Cata de té',
      'Paseo por el mercado de flores',
      'Fiesta de los farolillos',
      'Paseo en bici',
      'Ruta de comida callejera',
      'Clase de cerámica',
      'Viaje en tren',
      'Concierto en la azotea',
    ],
    pl: [
      'Poranny spacer',
      'Warsztaty lepienia pierogów',
      'Degustacja herbaty',
      'Spacer po targu kwiatowym',
      'Festiwal lampionów',
      'Przejażdżka rowerowa',
      'Wycieczka kulinarna po straganach',
      'Lekcja ceramiki',
      'Podróż pociągiem',
      'Koncert na dachu',
    ],
    it: [
      'Passeggiata mattutina',
      'Laboratorio di ravioli',
      'Degustazione di tè',
      'Giro al mercato dei fiori',
      'Festa delle lanterne',
      'Giro in bici',
      'Tour dello street food',
      'Lezione di ceramica',
      'Viaggio in treno',
      'Concerto sui tetti',
    ],
    pt: [
      'Caminhada matinal',
      'Aula de culinária de guiozas',
      'Degustação de chá',
      'Passeio pelo mercado de flores',
      'Festival das lanternas',
      'Passeio de bicicleta',
      'Roteiro de comida de rua',
      'Aula de cerâmica',
      'Viagem de trem',
      'Concerto no terraço',
    ],
    ja: [
      '朝の散歩',
      '餃子作り教室',
      'お茶の試飲',
      '花市場めぐり',
      'ランタン祭り',
      'サイクリング',
      '屋台グルメ巡り',
      '陶芸教室',
      '列車の旅',
      '屋上コンサート',
    ],
    nl: [
      'Ochtendwandeling',
      'Dumplingworkshop',
      'Theeproeverij',
      'Wandeling over de bloemenmarkt',
      'Lampionnenfeest',
      'Fietstocht',
      'Streetfoodtour',
      'Workshop pottenbakken',
      'Treinreis',
      'Concert op het dak',
    ],
  },
  places: {
    en: [
      'by the river',
      'by the sea',
      'in the mountains',
      'by the lake',
      'in the valley',
      'in the countryside',
      'on the island',
      'abroad',
    ],
    ru: ['у реки', 'у моря', 'в горах', 'у озера', 'в долине', 'за городом', 'на острове', 'за границей'],
    de: ['am Fluss', 'am Meer', 'in den Bergen', 'am See', 'im Tal', 'auf dem Land', 'auf der Insel', 'im Ausland'],
    fr: [
      'au bord de la rivière',
      'au bord de la mer',
      'à la montagne',
      'au bord du lac',
      'dans la vallée',
      'à la campagne',
      "sur l'île",
      "à l'étranger",
    ],
    es: [
      'junto al río',
      'junto al mar',
      'en la montaña',
      'junto al lago',
      'en el valle',
      'en el campo',
      'en la isla',
      'en el extranjero',
    ],
    pl: ['nad rzeką', 'nad morzem', 'w górach', 'nad jeziorem', 'w dolinie', 'na wsi', 'na wyspie', 'za granicą'],
    it: [
      'in riva al fiume',
      'al mare',
      'in montagna',
      'al lago',
      'nella valle',
      'in campagna',
      "sull'isola",
      "all'estero",
    ],
    pt: [
      'à beira do rio',
      'à beira-mar',
      'nas montanhas',
      'à beira do lago',
      'no vale',
      'no campo',
      'na ilha',
      'no exterior',
    ],
    ja: ['川辺で', '海辺で', '山で', '湖畔で', '渓谷で', '田舎で', '島で', '海外で'],
    nl: [
      'aan de rivier',
      'aan zee',
      'in de bergen',
      'aan het meer',
      'in het dal',
      'op het platteland',
      'op het eiland',
      'in het buitenland',
    ],
  },
  times: {
    en: [
      'on a rainy Sunday',
      'in early spring',
      'on a hot summer day',
      'in late autumn',
      'on a day off',
      'on a snowy day',
    ],
    ru: [
      'в дождливое воскресенье',
      'ранней весной',
      'в жаркий летний день',
      'поздней осенью',
      'в выходной день',
      'в снежный день',
    ],
    de: [
      'an einem verregneten Sonntag',
      'im Vorfrühling',
      'an einem heißen Sommertag',
      'im Spätherbst',
      'an einem freien Tag',
      'an einem verschneiten Tag',
    ],
    fr: [
      'un dimanche pluvieux',
      'au début du printemps',
      "par une chaude journée d'été",
      "en fin d'automne",
      'un jour de congé',
      'un jour de neige',
    ],
    es: [
      'en un domingo de lluvia',
      'a principios de primavera',
      'en un caluroso día de verano',
      'a finales de otoño',
      'en un día libre',
      'en un día de nieve',
    ],
    pl: [
      'w deszczową niedzielę',
      'wczesną wiosną',
      'w upalny letni dzień',
      'późną jesienią',
      'w wolny dzień',
      'w śnieżny dzień',
    ],
    it: [
      'in una domenica di pioggia',
      'a inizio primavera',
      "in una calda giornata d'estate",
      'a fine autunno',
      'in un giorno libero',
      'in una giornata di neve',
    ],
    pt: [
      'num domingo chuvoso',
      'no início da primavera',
      'num dia quente de verão',
      'no fim do outono',
      'num dia de folga',
      'num dia de neve',
    ],
    ja: ['雨の日曜日に', '早春に', '暑い夏の日に', '晩秋に', '休日に', '雪の日に'],
    nl: [
      'op een regenachtige zondag',
      'in het vroege voorjaar',
      'op een warme zomerdag',
      'in de late herfst',
      'op een vrije dag',
      'op een besneeuwde dag',
    ],
  },
};

function part(list: readonly string[], index: number, what: string): string {
  const value = Number.isInteger(index) ? list[index] : undefined;
  if (value === undefined) {
    throw new RangeError(`parallelTitle: ${what} index ${index} out of range (0..${list.length - 1})`);
  }
  return value;
}

/** A title from the parts at these indexes, written as a native speaker would in that language. */
export function parallelTitle(lang: TitleLang, subject: number, place: number, time: number): string {
  const s = part(PARALLEL_PARTS.subjects[lang], subject, 'subject');
  const p = part(PARALLEL_PARTS.places[lang], place, 'place');
  const t = part(PARALLEL_PARTS.times[lang], time, 'time');
  // Japanese: time + place + subject, particles already inside the phrases, no spaces.
  if (lang === 'ja') return `${t}${p}${s}`;
  return `${s} ${p} ${t}`;
}

/** One or two sentences describing the video, in that language, same meaning across languages (index i). */
export const PARALLEL_DESCRIPTIONS: Record<TitleLang, readonly string[]> = {
  en: [
    'A relaxed day out, filmed without any rush. Enjoy the views and the calm atmosphere.',
    'We spent a few easy hours exploring on foot. Nothing planned, just curiosity and good company.',
    'A short video about a calm afternoon away from the usual routine.',
    'Friendly locals, simple food and lots of small discoveries along the way.',
    'Come along on a gentle day trip. We stopped wherever something looked interesting.',
    'A quiet moment captured on camera: fresh air, slow steps and a warm cup of tea.',
    'Everyday life in a new place, seen over a few unhurried hours.',
    'A cheerful outing with friends. Perfect to watch when you need a short break.',
  ],
  ru: [
    'Спокойный выходной, снятый без спешки. Наслаждайтесь видами и умиротворённой атмосферой.',
    'Мы провели несколько беззаботных часов, гуляя пешком. Никаких планов — только любопытство и хорошая компания.',
    'Короткое видео о тихих послеобеденных часах вдали от повседневной рутины.',
    'Приветливые местные жители, простая еда и множество маленьких открытий по пути.',
    'Отправляйтесь с нами в неспешную однодневную поездку. Мы останавливались везде, где было что-то интересное.',
    'Тихий момент, запечатлённый на камеру: свежий воздух, неторопливые шаги и чашка горячего чая.',
    'Повседневная жизнь незнакомого места за несколько неспешных часов.',
    'Весёлая прогулка с друзьями. Идеально, когда хочется ненадолго отвлечься.',
  ],
  de: [
    'Ein entspannter Ausflug, ganz ohne Eile gefilmt. Genieß die Aussicht und die ruhige Atmosphäre.',
    'Wir waren ein paar entspannte Stunden zu Fuß unterwegs. Nichts geplant, nur Neugier und gute Gesellschaft.',
    'Ein kurzes Video über einen ruhigen Nachmittag abseits vom Alltag.',
    'Freundliche Einheimische, einfaches Essen und viele kleine Entdeckungen unterwegs.',
    'Komm mit auf einen gemütlichen Tagesausflug. Wir haben überall angehalten, wo es etwas Interessantes zu sehen gab.',
    'Ein stiller Moment, mit der Kamera festgehalten: frische Luft, langsame Schritte und eine warme Tasse Tee.',
    'Alltag an einem neuen Ort, erlebt in ein paar gemächlichen Stunden.',
    'Ein fröhlicher Ausflug mit Freunden. Perfekt für eine kleine Pause zwischendurch.',
  ],
  fr: [
    "Une sortie détendue, filmée sans se presser. Profitez des paysages et de l'ambiance paisible.",
    'Nous avons passé quelques heures tranquilles à explorer à pied. Rien de prévu, seulement la curiosité et la bonne compagnie.',
    'Une courte vidéo sur un après-midi paisible, loin de la routine.',
    'Des habitants chaleureux, une cuisine simple et plein de petites découvertes en chemin.',
    "Suivez-nous pour une excursion tranquille d'une journée. Nous nous sommes arrêtés partout où quelque chose attirait notre regard.",
    "Un moment calme saisi par la caméra\u00a0: de l'air frais, des pas lents et une tasse de thé chaud.",
    "La vie quotidienne d'un nouvel endroit, découverte au fil de quelques heures sans hâte.",
    "Une sortie joyeuse entre amis. Parfait à regarder quand on a besoin d'une petite pause.",
  ],
  es: [
    'Un día de paseo tranquilo, grabado sin prisas. Disfruta de las vistas y del ambiente relajado.',
    'Pasamos unas horas tranquilas explorando a pie. Sin planes, solo curiosidad y buena compañía.',
    'Un vídeo corto sobre una tarde tranquila, lejos de la rutina.',
    'Gente del lugar amable, comida sencilla y muchos pequeños descubrimientos por el camino.',
    'Acompáñanos en una excursión tranquila de un día. Paramos en cada sitio que nos pareció interesante.',
    'Un momento de calma captado con la cámara: aire fresco, pasos lentos y una taza de té caliente.',
    'La vida cotidiana de un lugar nuevo, vista a lo largo de unas horas sin prisa.',
    'Una salida alegre con amigos. Ideal para ver cuando necesitas un pequeño descanso.',
  ],
  pl: [
    'Spokojny dzień poza domem, nagrany bez pośpiechu. Ciesz się widokami i ciszą.',
    'Spędziliśmy kilka beztroskich godzin na pieszym zwiedzaniu. Bez planu, tylko ciekawość i dobre towarzystwo.',
    'Krótki film o spokojnym popołudniu z dala od codziennej rutyny.',
    'Życzliwi mieszkańcy, proste jedzenie i mnóstwo drobnych odkryć po drodze.',
    'Wybierz się z nami na spokojną jednodniową wycieczkę. Zatrzymywaliśmy się wszędzie, gdzie działo się coś ciekawego.',
    'Spokojna chwila uchwycona kamerą: świeże powietrze, powolne kroki i kubek ciepłej herbaty.',
    'Codzienne życie w nowym miejscu, poznane w ciągu kilku niespiesznych godzin.',
    'Wesoły wypad ze znajomymi. Idealny do obejrzenia, gdy potrzebujesz chwili przerwy.',
  ],
  it: [
    "Una gita rilassante, filmata senza fretta. Goditi i panorami e l'atmosfera tranquilla.",
    'Abbiamo passato qualche ora tranquilla a esplorare a piedi. Niente programmi, solo curiosità e buona compagnia.',
    'Un breve video su un pomeriggio tranquillo, lontano dalla solita routine.',
    'Gente del posto cordiale, cibo semplice e tante piccole scoperte lungo la strada.',
    'Vieni con noi in una tranquilla gita di un giorno. Ci siamo fermati ovunque ci fosse qualcosa di interessante.',
    'Un momento di quiete ripreso dalla videocamera: aria fresca, passi lenti e una tazza di tè caldo.',
    'La vita di tutti i giorni in un posto nuovo, scoperta in poche ore senza fretta.',
    "Un'allegra uscita tra amici. Perfetta da guardare quando serve una piccola pausa.",
  ],
  pt: [
    'Um passeio tranquilo, filmado sem pressa. Aproveite as paisagens e o ambiente calmo.',
    'Passamos algumas horas tranquilas explorando a pé. Nada planejado, só curiosidade e boa companhia.',
    'Um vídeo curto sobre uma tarde tranquila, longe da rotina.',
    'Moradores simpáticos, comida simples e muitas pequenas descobertas pelo caminho.',
    'Venha com a gente num passeio tranquilo de um dia. Paramos em todo lugar que parecia interessante.',
    'Um momento tranquilo registrado pela câmera: ar fresco, passos lentos e uma xícara de chá quente.',
    'O dia a dia de um lugar novo, visto ao longo de algumas horas sem pressa.',
    'Um passeio animado com amigos. Perfeito para assistir quando você precisa de uma pausa.',
  ],
  ja: [
    'のんびりとした一日を、急がずに撮影しました。景色と穏やかな雰囲気をお楽しみください。',
    '気ままに歩きながら、数時間ゆっくり散策しました。予定は立てず、好奇心と気の合う仲間と一緒に。',
    'いつもの日常を離れて過ごした、穏やかな午後の短い動画です。',
    '親切な地元の人たち、素朴な料理、そして道中のたくさんの小さな発見。',
    'のんびりとした日帰り旅にご一緒にどうぞ。気になる場所があれば、その都度立ち寄りました。',
    'カメラに収めた静かなひととき。澄んだ空気、ゆっくりとした足取り、そして温かいお茶。',
    '初めて訪れた場所の日常を、ゆったりとした数時間で切り取りました。',
    '友達と出かけた楽しい一日。ちょっとひと息つきたいときにぴったりです。',
  ],
  nl: [
    'Een ontspannen dagje uit, zonder haast gefilmd. Geniet van de uitzichten en de rustige sfeer.',
    'We trokken een paar ontspannen uurtjes te voet rond. Niets gepland, alleen nieuwsgierigheid en goed gezelschap.',
    'Een korte video over een rustige middag, weg van de dagelijkse sleur.',
    'Vriendelijke bewoners, eenvoudig eten en veel kleine ontdekkingen onderweg.',
    'Ga mee op een rustig dagtochtje. We stopten overal waar iets interessants te zien was.',
    'Een rustig moment, vastgelegd op camera: frisse lucht, trage stappen en een warme kop thee.',
    'Het dagelijks leven op een nieuwe plek, beleefd in een paar rustige uren.',
    'Een vrolijk uitje met vrienden. Perfect om te kijken als je even pauze nodig hebt.',
  ],
};

// The JSON shape of models and channels in the read API: list items with their statistics, and full profiles.
import { urls } from '../../views/urls';
import { SECTIONS } from '../domain/vocabularies';
import type { ChannelCard, ChannelDetail } from '../db/channels';
import type { ModelCard, ModelDetail } from '../db/models';

const mediaUrl = (key: string | null) => (key ? urls.media(key) : null);

/** Spec section 3: statistics (videos, viewed, subscribers) of a model, category or channel. */
function statistics(row: { total_videos: number; viewed: number; subscribers: number }) {
  return { videos: row.total_videos, viewed: row.viewed, subscribers: row.subscribers };
}

export function modelItem(model: ModelCard) {
  return {
    model_id: model.model_id,
    dir: model.dir,
    title: model.title,
    thumb: mediaUrl(model.thumb),
    country: model.country,
    total_videos: model.total_videos,
    statistics: statistics(model),
    rating: model.rating,
    url: urls.model(model.dir),
  };
}

/** One model's profile: the list fields plus every info field the model pages show; age as of `year`. */
export function modelBody(model: ModelDetail, year: number) {
  return {
    ...modelItem(model),
    gender: SECTIONS[model.gender],
    alphabet: model.alphabet,
    race: model.race,
    age: model.birth_year === null ? null : year - model.birth_year,
    birth_year: model.birth_year,
    tits_size: model.tits_size,
    hair_color: model.hair_color,
    height: model.height,
    weight: model.weight,
    tattoo: model.tattoo,
    piercing: model.piercing,
    bio: model.bio,
    error: false,
    code: null,
  };
}

export function channelItem(channel: ChannelCard) {
  return {
    channel_id: channel.channel_id,
    dir: channel.dir,
    title: channel.title,
    thumb: mediaUrl(channel.thumb),
    total_videos: channel.total_videos,
    statistics: statistics(channel),
    rating: channel.rating,
    last_video_date: channel.last_video_at === null ? null : new Date(channel.last_video_at * 1000).toISOString(),
    url: urls.channel(channel.dir),
  };
}

/** One channel's profile; `website` is the channel's own address (the spec's channel url), `url` its page here. */
export function channelBody(channel: ChannelDetail) {
  return {
    ...channelItem(channel),
    description: channel.description,
    website: channel.url,
    cf1: channel.cf1,
    vda: channel.vda,
    error: false,
    code: null,
  };
}

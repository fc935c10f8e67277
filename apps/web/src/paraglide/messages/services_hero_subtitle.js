/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ company: NonNullable<unknown> }} Services_Hero_SubtitleInputs */

const en_services_hero_subtitle = /** @type {(inputs: Services_Hero_SubtitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.company} helps Ontario businesses find great people, store and ship inventory and move freight across Canada — with one accountable partner.`)
};

const fr_services_hero_subtitle = /** @type {(inputs: Services_Hero_SubtitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.company} aide les entreprises de l’Ontario à trouver d’excellentes personnes, à entreposer et expédier leurs stocks et à transporter leurs marchandises partout au Canada — avec un seul partenaire responsable.`)
};

/**
* | output |
* | --- |
* | "{company} helps Ontario businesses find great people, store and ship inventory and move freight across Canada — with one accountable partner." |
*
* @param {Services_Hero_SubtitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_hero_subtitle = /** @type {((inputs: Services_Hero_SubtitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Hero_SubtitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_services_hero_subtitle(inputs)
	return en_services_hero_subtitle(inputs)
});
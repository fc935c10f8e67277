/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Hero_SubtitleInputs */

const en_home_hero_subtitle = /** @type {(inputs: Home_Hero_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`helps Ontario employers hire dependable staff, store and ship inventory, and move freight across Canada, all with one accountable partner.`)
};

const fr_home_hero_subtitle = /** @type {(inputs: Home_Hero_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`aide les employeurs de l’Ontario à embaucher du personnel fiable, à entreposer et expédier leurs stocks et à transporter leurs marchandises partout au Canada, avec un seul partenaire responsable.`)
};

/**
* | output |
* | --- |
* | "helps Ontario employers hire dependable staff, store and ship inventory, and move freight across Canada, all with one accountable partner." |
*
* @param {Home_Hero_SubtitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_hero_subtitle = /** @type {((inputs?: Home_Hero_SubtitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Hero_SubtitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_hero_subtitle(inputs)
	return en_home_hero_subtitle(inputs)
});
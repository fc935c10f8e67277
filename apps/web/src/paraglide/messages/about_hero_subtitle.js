/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} About_Hero_SubtitleInputs */

const en_about_hero_subtitle = /** @type {(inputs: About_Hero_SubtitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Founded in 2016, ${i?.name} connects Ontario businesses with the people, space and freight capacity they need to grow, and has made 5000+ placements along the way.`)
};

const fr_about_hero_subtitle = /** @type {(inputs: About_Hero_SubtitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fondée en 2016, ${i?.name} met en relation les entreprises de l’Ontario avec le personnel, l’espace et la capacité de transport dont elles ont besoin pour croître, et a réalisé plus de 5000 placements en chemin.`)
};

/**
* | output |
* | --- |
* | "Founded in 2016, {name} connects Ontario businesses with the people, space and freight capacity they need to grow, and has made 5000+ placements along the way." |
*
* @param {About_Hero_SubtitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const about_hero_subtitle = /** @type {((inputs: About_Hero_SubtitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Hero_SubtitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_about_hero_subtitle(inputs)
	return en_about_hero_subtitle(inputs)
});
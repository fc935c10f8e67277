/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_Hero_SubtitleInputs */

const en_jobs_hero_subtitle = /** @type {(inputs: Jobs_Hero_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explore open positions in warehousing, transportation, manufacturing and office support across Ontario. Every role is with an employer we know and trust.`)
};

const fr_jobs_hero_subtitle = /** @type {(inputs: Jobs_Hero_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Découvrez les postes ouverts en entreposage, transport, fabrication et soutien administratif. Chaque poste est offert par un employeur que nous connaissons et en qui nous avons confiance.`)
};

/**
* | output |
* | --- |
* | "Explore open positions in warehousing, transportation, manufacturing and office support across Ontario. Every role is with an employer we know and trust." |
*
* @param {Jobs_Hero_SubtitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const jobs_hero_subtitle = /** @type {((inputs?: Jobs_Hero_SubtitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Hero_SubtitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_jobs_hero_subtitle(inputs)
	return en_jobs_hero_subtitle(inputs)
});
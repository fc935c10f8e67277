/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_Hero_TitleInputs */

const en_jobs_hero_title = /** @type {(inputs: Jobs_Hero_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find Your Next Job`)
};

const fr_jobs_hero_title = /** @type {(inputs: Jobs_Hero_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trouvez votre prochain emploi`)
};

/**
* | output |
* | --- |
* | "Find Your Next Job" |
*
* @param {Jobs_Hero_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const jobs_hero_title = /** @type {((inputs?: Jobs_Hero_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Hero_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_jobs_hero_title(inputs)
	return en_jobs_hero_title(inputs)
});
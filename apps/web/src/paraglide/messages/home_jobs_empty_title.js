/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Jobs_Empty_TitleInputs */

const en_home_jobs_empty_title = /** @type {(inputs: Home_Jobs_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No openings in this category right now.`)
};

const fr_home_jobs_empty_title = /** @type {(inputs: Home_Jobs_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun poste ouvert dans cette catégorie pour le moment.`)
};

/**
* | output |
* | --- |
* | "No openings in this category right now." |
*
* @param {Home_Jobs_Empty_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_jobs_empty_title = /** @type {((inputs?: Home_Jobs_Empty_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Jobs_Empty_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_jobs_empty_title(inputs)
	return en_home_jobs_empty_title(inputs)
});
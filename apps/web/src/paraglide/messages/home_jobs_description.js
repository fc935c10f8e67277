/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Jobs_DescriptionInputs */

const en_home_jobs_description = /** @type {(inputs: Home_Jobs_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hand-picked opportunities from employers we work with every day. New roles are added throughout the week.`)
};

const fr_home_jobs_description = /** @type {(inputs: Home_Jobs_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des occasions choisies chez des employeurs avec qui nous travaillons tous les jours. De nouveaux postes s’ajoutent tout au long de la semaine.`)
};

/**
* | output |
* | --- |
* | "Hand-picked opportunities from employers we work with every day. New roles are added throughout the week." |
*
* @param {Home_Jobs_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_jobs_description = /** @type {((inputs?: Home_Jobs_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Jobs_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_jobs_description(inputs)
	return en_home_jobs_description(inputs)
});
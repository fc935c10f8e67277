/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_Head_DescriptionInputs */

const en_jobs_head_description = /** @type {(inputs: Jobs_Head_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Browse open warehouse, transportation, manufacturing, administrative and remote jobs across Ontario. Search by keyword and location, filter by job type and category, and apply online.`)
};

const fr_jobs_head_description = /** @type {(inputs: Jobs_Head_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parcourez les emplois ouverts en entreposage, transport, fabrication, administration et télétravail. Cherchez par mot-clé et par lieu, filtrez par type d'emploi et catégorie, et postulez en ligne.`)
};

/**
* | output |
* | --- |
* | "Browse open warehouse, transportation, manufacturing, administrative and remote jobs across Ontario. Search by keyword and location, filter by job type and c..." |
*
* @param {Jobs_Head_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const jobs_head_description = /** @type {((inputs?: Jobs_Head_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Head_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_jobs_head_description(inputs)
	return en_jobs_head_description(inputs)
});
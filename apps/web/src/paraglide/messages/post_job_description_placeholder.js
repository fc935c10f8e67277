/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Post_Job_Description_PlaceholderInputs */

const en_post_job_description_placeholder = /** @type {(inputs: Post_Job_Description_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Describe the role, daily duties, schedule and work environment...`)
};

const fr_post_job_description_placeholder = /** @type {(inputs: Post_Job_Description_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Décrivez le poste, les tâches quotidiennes, l’horaire et le milieu de travail...`)
};

/**
* | output |
* | --- |
* | "Describe the role, daily duties, schedule and work environment..." |
*
* @param {Post_Job_Description_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const post_job_description_placeholder = /** @type {((inputs?: Post_Job_Description_PlaceholderInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Post_Job_Description_PlaceholderInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_post_job_description_placeholder(inputs)
	return en_post_job_description_placeholder(inputs)
});
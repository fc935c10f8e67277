/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Post_Job_Location_PlaceholderInputs */

const en_post_job_location_placeholder = /** @type {(inputs: Post_Job_Location_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g. Mississauga, ON`)
};

const fr_post_job_location_placeholder = /** @type {(inputs: Post_Job_Location_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`p. ex. Mississauga (Ontario)`)
};

/**
* | output |
* | --- |
* | "e.g. Mississauga, ON" |
*
* @param {Post_Job_Location_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const post_job_location_placeholder = /** @type {((inputs?: Post_Job_Location_PlaceholderInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Post_Job_Location_PlaceholderInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_post_job_location_placeholder(inputs)
	return en_post_job_location_placeholder(inputs)
});
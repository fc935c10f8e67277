/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Post_Job_Requirements_PlaceholderInputs */

const en_post_job_requirements_placeholder = /** @type {(inputs: Post_Job_Requirements_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Certifications, experience, physical requirements, shifts...`)
};

const fr_post_job_requirements_placeholder = /** @type {(inputs: Post_Job_Requirements_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Certifications, expérience, exigences physiques, quarts...`)
};

/**
* | output |
* | --- |
* | "Certifications, experience, physical requirements, shifts..." |
*
* @param {Post_Job_Requirements_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const post_job_requirements_placeholder = /** @type {((inputs?: Post_Job_Requirements_PlaceholderInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Post_Job_Requirements_PlaceholderInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_post_job_requirements_placeholder(inputs)
	return en_post_job_requirements_placeholder(inputs)
});
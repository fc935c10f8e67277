/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Post_Job_Manage_BeforeInputs */

const en_post_job_manage_before = /** @type {(inputs: Post_Job_Manage_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See whether it is live, edit it, close it as filled or cancelled, or repost it on`)
};

const fr_post_job_manage_before = /** @type {(inputs: Post_Job_Manage_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérifiez si elle est publiée, modifiez-la, fermez-la comme pourvue ou annulée, ou republiez-la dans`)
};

/**
* | output |
* | --- |
* | "See whether it is live, edit it, close it as filled or cancelled, or repost it on" |
*
* @param {Post_Job_Manage_BeforeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const post_job_manage_before = /** @type {((inputs?: Post_Job_Manage_BeforeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Post_Job_Manage_BeforeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_post_job_manage_before(inputs)
	return en_post_job_manage_before(inputs)
});
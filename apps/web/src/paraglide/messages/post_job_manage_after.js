/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Post_Job_Manage_AfterInputs */

const en_post_job_manage_after = /** @type {(inputs: Post_Job_Manage_AfterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`: we email ${i?.email} a sign-in link.`)
};

const fr_post_job_manage_after = /** @type {(inputs: Post_Job_Manage_AfterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` : nous envoyons un lien de connexion à ${i?.email}.`)
};

/**
* | output |
* | --- |
* | ": we email {email} a sign-in link." |
*
* @param {Post_Job_Manage_AfterInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const post_job_manage_after = /** @type {((inputs: Post_Job_Manage_AfterInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Post_Job_Manage_AfterInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_post_job_manage_after(inputs)
	return en_post_job_manage_after(inputs)
});
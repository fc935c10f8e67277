/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Post_Job_SubtitleInputs */

const en_post_job_subtitle = /** @type {(inputs: Post_Job_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reach qualified candidates across Ontario. Tell us about your opening and our team will review it and publish it on our jobs board.`)
};

const fr_post_job_subtitle = /** @type {(inputs: Post_Job_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Joignez des candidats qualifiés partout en Ontario. Parlez-nous de votre poste à pourvoir : notre équipe l’examinera et le publiera sur notre babillard d’emplois.`)
};

/**
* | output |
* | --- |
* | "Reach qualified candidates across Ontario. Tell us about your opening and our team will review it and publish it on our jobs board." |
*
* @param {Post_Job_SubtitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const post_job_subtitle = /** @type {((inputs?: Post_Job_SubtitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Post_Job_SubtitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_post_job_subtitle(inputs)
	return en_post_job_subtitle(inputs)
});
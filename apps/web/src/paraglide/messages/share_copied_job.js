/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Share_Copied_JobInputs */

const en_share_copied_job = /** @type {(inputs: Share_Copied_JobInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Job link has been copied to your clipboard.`)
};

const fr_share_copied_job = /** @type {(inputs: Share_Copied_JobInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le lien de l’offre a été copié dans votre presse-papiers.`)
};

/**
* | output |
* | --- |
* | "Job link has been copied to your clipboard." |
*
* @param {Share_Copied_JobInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const share_copied_job = /** @type {((inputs?: Share_Copied_JobInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Copied_JobInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_share_copied_job(inputs)
	return en_share_copied_job(inputs)
});
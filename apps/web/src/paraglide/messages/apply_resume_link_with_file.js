/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apply_Resume_Link_With_FileInputs */

const en_apply_resume_link_with_file = /** @type {(inputs: Apply_Resume_Link_With_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your uploaded file is sent with the application; remove it to give a link instead.`)
};

const fr_apply_resume_link_with_file = /** @type {(inputs: Apply_Resume_Link_With_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre fichier téléversé est joint à la candidature; retirez-le pour donner plutôt un lien.`)
};

/**
* | output |
* | --- |
* | "Your uploaded file is sent with the application; remove it to give a link instead." |
*
* @param {Apply_Resume_Link_With_FileInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const apply_resume_link_with_file = /** @type {((inputs?: Apply_Resume_Link_With_FileInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apply_Resume_Link_With_FileInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_apply_resume_link_with_file(inputs)
	return en_apply_resume_link_with_file(inputs)
});
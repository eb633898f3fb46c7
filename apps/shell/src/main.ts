// The shell's entry only starts an async boundary, so Module Federation can
// negotiate the shared singletons (react, router, redux, i18n...) before any
// of them is imported.
import('./bootstrap');

#ifndef CLIBEDIT_H
#define CLIBEDIT_H

/*
 * libedit's native API for Swift. el_set, el_get and history are variadic, which Swift cannot call,
 * so each operation splitnav uses gets a fixed-signature wrapper here (static inline: no extra target).
 * <editline/readline.h> is deliberately not included: GNU readline's headers may also be installed.
 */

#include <stdio.h>
#include <locale.h>
#include <langinfo.h>
#include <histedit.h>

typedef char *(*cle_prompt_fn)(EditLine *);
typedef unsigned char (*cle_command_fn)(EditLine *, int);

/* The prompt; bytes between two `escape` characters are terminal codes that take no room. */
static inline int cle_set_prompt(EditLine *el, cle_prompt_fn fn, char escape) {
    return el_set(el, EL_PROMPT_ESC, fn, escape);
}
static inline int cle_set_editor(EditLine *el, const char *mode) { return el_set(el, EL_EDITOR, mode); }
static inline int cle_set_signal(EditLine *el, int on) { return el_set(el, EL_SIGNAL, on); }
static inline int cle_set_history(EditLine *el, History *h) { return el_set(el, EL_HIST, history, h); }
static inline int cle_add_function(EditLine *el, const char *name, const char *help, cle_command_fn fn) {
    return el_set(el, EL_ADDFN, name, help, fn);
}
/* EL_BIND takes a NULL-terminated list of words. */
static inline int cle_bind(EditLine *el, const char *key, const char *function) {
    return el_set(el, EL_BIND, key, function, (const char *)NULL);
}
static inline int cle_set_client_data(EditLine *el, void *data) { return el_set(el, EL_CLIENTDATA, data); }
static inline void *cle_client_data(EditLine *el) {
    void *data = NULL;
    return el_get(el, EL_CLIENTDATA, &data) == 0 ? data : NULL;
}
/* The terminal's width as libedit knows it (0 when unknown). */
static inline int cle_columns(EditLine *el) {
    int columns = 0;
    return el_get(el, EL_GETTC, "co", &columns) == 0 ? columns : 0;
}

static inline int cle_history_set_size(History *h, int size) { HistEvent ev; return history(h, &ev, H_SETSIZE, size); }
static inline int cle_history_set_unique(History *h, int on) { HistEvent ev; return history(h, &ev, H_SETUNIQUE, on); }
static inline int cle_history_enter(History *h, const char *line) { HistEvent ev; return history(h, &ev, H_ENTER, line); }

#endif

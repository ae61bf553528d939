#ifndef CLIBEDIT_H
#define CLIBEDIT_H

/*
 * libedit's native API for Swift, loaded at run time. splitnav does not link libedit: only an interactive session on
 * a terminal edits lines, so cle_open finds the functions with dlopen and dlsym then, and every other run (a batch,
 * -c, --version) starts without libedit and the libraries it needs. Declarations and constants come from
 * <histedit.h>, which only the build needs.
 *
 * el_set, el_get and history are variadic, which Swift cannot call, so each operation splitnav uses gets a
 * fixed-signature wrapper here (static inline: no extra target); the wrappers call through the loaded pointers with
 * their real, variadic types. <editline/readline.h> is deliberately not included: GNU readline's headers may also be
 * installed.
 */

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <locale.h>
#include <langinfo.h>
#include <histedit.h>

typedef char *(*cle_prompt_fn)(EditLine *);
typedef unsigned char (*cle_command_fn)(EditLine *, int);

/* The functions splitnav calls, as found in the loaded library (all non-NULL once cle_open succeeded). */
typedef struct cle_library {
    EditLine *(*el_init)(const char *, FILE *, FILE *, FILE *);
    void (*el_end)(EditLine *);
    void (*el_reset)(EditLine *);
    const char *(*el_gets)(EditLine *, int *);
    int (*el_source)(EditLine *, const char *);
    const LineInfo *(*el_line)(EditLine *);
    int (*el_insertstr)(EditLine *, const char *);
    void (*el_deletestr)(EditLine *, int);
    History *(*history_init)(void);
    void (*history_end)(History *);
    /* The variadic ones, kept untyped so that Swift can import the struct; the macros below give them back their
     * types. */
    void *el_set;
    void *el_get;
    void *history;
} cle_library;

typedef int (*cle_el_set_fn)(EditLine *, int, ...);
typedef int (*cle_el_get_fn)(EditLine *, int, ...);
typedef int (*cle_history_fn)(History *, HistEvent *, int, ...);
#define CLE_EL_SET(lib) ((cle_el_set_fn)(lib).el_set)
#define CLE_EL_GET(lib) ((cle_el_get_fn)(lib).el_get)
#define CLE_HISTORY(lib) ((cle_history_fn)(lib).history)

/* A copy of the dynamic loader's last message (the caller frees it). */
static inline char *cle_loader_problem(void) {
    const char *message = dlerror();
    return strdup(message ? message : "unknown error");
}

/*
 * Loads the library `name` (as dlopen finds it) and every function in `lib`: NULL when all were found, else the
 * loader's message, which the caller frees (nothing stays loaded then). The library is never unloaded once found.
 */
static inline char *cle_open(const char *name, cle_library *lib) {
    void *handle = dlopen(name, RTLD_NOW | RTLD_LOCAL);
    if (handle == NULL) return cle_loader_problem();
    /* POSIX lets a function pointer go through void *, which is what dlsym returns. */
#define CLE_FIND(function) \
    if ((*(void **)&lib->function = dlsym(handle, #function)) == NULL) { \
        char *problem = cle_loader_problem(); \
        dlclose(handle); \
        return problem; \
    }
    CLE_FIND(el_init) CLE_FIND(el_end) CLE_FIND(el_reset) CLE_FIND(el_gets) CLE_FIND(el_source) CLE_FIND(el_line)
    CLE_FIND(el_insertstr) CLE_FIND(el_deletestr) CLE_FIND(el_set) CLE_FIND(el_get)
    CLE_FIND(history_init) CLE_FIND(history_end) CLE_FIND(history)
#undef CLE_FIND
    return NULL;
}

static inline EditLine *cle_init(cle_library lib, const char *program, FILE *in, FILE *out, FILE *err) {
    return lib.el_init(program, in, out, err);
}
static inline void cle_end(cle_library lib, EditLine *el) { lib.el_end(el); }
static inline void cle_reset(cle_library lib, EditLine *el) { lib.el_reset(el); }
static inline const char *cle_gets(cle_library lib, EditLine *el, int *count) { return lib.el_gets(el, count); }
/* Reads the editrc file (NULL: $EDITRC, else ~/.editrc). */
static inline int cle_source(cle_library lib, EditLine *el) { return lib.el_source(el, NULL); }
static inline const LineInfo *cle_line(cle_library lib, EditLine *el) { return lib.el_line(el); }
static inline int cle_insert(cle_library lib, EditLine *el, const char *text) { return lib.el_insertstr(el, text); }
static inline void cle_delete(cle_library lib, EditLine *el, int count) { lib.el_deletestr(el, count); }

/* The prompt; bytes between two `escape` characters are terminal codes that take no room. */
static inline int cle_set_prompt(cle_library lib, EditLine *el, cle_prompt_fn fn, char escape) {
    return CLE_EL_SET(lib)(el, EL_PROMPT_ESC, fn, escape);
}
static inline int cle_set_editor(cle_library lib, EditLine *el, const char *mode) {
    return CLE_EL_SET(lib)(el, EL_EDITOR, mode);
}
static inline int cle_set_signal(cle_library lib, EditLine *el, int on) { return CLE_EL_SET(lib)(el, EL_SIGNAL, on); }
/* EL_HIST takes the function that works the history: the loaded `history`. */
static inline int cle_set_history(cle_library lib, EditLine *el, History *h) {
    return CLE_EL_SET(lib)(el, EL_HIST, CLE_HISTORY(lib), h);
}
static inline int cle_add_function(cle_library lib, EditLine *el, const char *name, const char *help, cle_command_fn fn) {
    return CLE_EL_SET(lib)(el, EL_ADDFN, name, help, fn);
}
/* EL_BIND takes a NULL-terminated list of words. */
static inline int cle_bind(cle_library lib, EditLine *el, const char *key, const char *function) {
    return CLE_EL_SET(lib)(el, EL_BIND, key, function, (const char *)NULL);
}
static inline int cle_set_client_data(cle_library lib, EditLine *el, void *data) {
    return CLE_EL_SET(lib)(el, EL_CLIENTDATA, data);
}
static inline void *cle_client_data(cle_library lib, EditLine *el) {
    void *data = NULL;
    return CLE_EL_GET(lib)(el, EL_CLIENTDATA, &data) == 0 ? data : NULL;
}
/* The terminal's width as libedit knows it (0 when unknown). */
static inline int cle_columns(cle_library lib, EditLine *el) {
    int columns = 0;
    return CLE_EL_GET(lib)(el, EL_GETTC, "co", &columns) == 0 ? columns : 0;
}

static inline History *cle_history_init(cle_library lib) { return lib.history_init(); }
static inline void cle_history_end(cle_library lib, History *h) { lib.history_end(h); }
static inline int cle_history_set_size(cle_library lib, History *h, int size) {
    HistEvent ev;
    return CLE_HISTORY(lib)(h, &ev, H_SETSIZE, size);
}
static inline int cle_history_set_unique(cle_library lib, History *h, int on) {
    HistEvent ev;
    return CLE_HISTORY(lib)(h, &ev, H_SETUNIQUE, on);
}
static inline int cle_history_enter(cle_library lib, History *h, const char *line) {
    HistEvent ev;
    return CLE_HISTORY(lib)(h, &ev, H_ENTER, line);
}

#endif

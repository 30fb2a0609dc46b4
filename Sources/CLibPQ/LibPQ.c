// Every libpq call listo makes. The library is opened with dlopen rather than
// linked: it brings TLS, Kerberos and LDAP libraries with it, which every listo
// process would otherwise load and bind at start for the few that use a server.
#include "CLibPQ.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>

static struct {
    const char *problem;
    void *library;
    __typeof__(&PQcancel) cancel;
    __typeof__(&PQclear) clear;
    __typeof__(&PQcmdTuples) cmdTuples;
    __typeof__(&PQconndefaults) conndefaults;
    __typeof__(&PQconnectdbParams) connectdbParams;
    __typeof__(&PQconninfoFree) conninfoFree;
    __typeof__(&PQconninfoParse) conninfoParse;
    __typeof__(&PQconnectionNeedsPassword) connectionNeedsPassword;
    __typeof__(&PQconsumeInput) consumeInput;
    __typeof__(&PQerrorMessage) errorMessage;
    __typeof__(&PQexec) exec;
    __typeof__(&PQexecParams) execParams;
    __typeof__(&PQexecPrepared) execPrepared;
    __typeof__(&PQfinish) finish;
    __typeof__(&PQfreeCancel) freeCancel;
    __typeof__(&PQfreemem) freemem;
    __typeof__(&PQgetCancel) getCancel;
    __typeof__(&PQgetisnull) getisnull;
    __typeof__(&PQgetlength) getlength;
    __typeof__(&PQgetvalue) getvalue;
    __typeof__(&PQhost) host;
    __typeof__(&PQnfields) nfields;
    __typeof__(&PQnotifies) notifies;
    __typeof__(&PQntuples) ntuples;
    __typeof__(&PQport) port;
    __typeof__(&PQprepare) prepare;
    __typeof__(&PQreset) reset;
    __typeof__(&PQresetPoll) resetPoll;
    __typeof__(&PQresetStart) resetStart;
    __typeof__(&PQresultErrorField) resultErrorField;
    __typeof__(&PQresultErrorMessage) resultErrorMessage;
    __typeof__(&PQresultStatus) resultStatus;
    __typeof__(&PQserverVersion) serverVersion;
    __typeof__(&PQsetNoticeProcessor) setNoticeProcessor;
    __typeof__(&PQsocket) socket;
    __typeof__(&PQstatus) status;
    __typeof__(&PQtransactionStatus) transactionStatus;
} pq;

// Opened once per process, whichever thread asks first.
static pthread_once_t loading = PTHREAD_ONCE_INIT;

static void load_once(void) {
    pq.library = dlopen("libpq.so.5", RTLD_NOW | RTLD_LOCAL);
    if (!pq.library) {
        pq.problem = "libpq is not installed";
        return;
    }
#define FIND(field, name) if (!(pq.field = (__typeof__(pq.field))dlsym(pq.library, #name))) goto missing
    FIND(cancel, PQcancel);
    FIND(clear, PQclear);
    FIND(cmdTuples, PQcmdTuples);
    FIND(conndefaults, PQconndefaults);
    FIND(connectdbParams, PQconnectdbParams);
    FIND(conninfoFree, PQconninfoFree);
    FIND(conninfoParse, PQconninfoParse);
    FIND(consumeInput, PQconsumeInput);
    FIND(errorMessage, PQerrorMessage);
    FIND(exec, PQexec);
    FIND(execParams, PQexecParams);
    FIND(execPrepared, PQexecPrepared);
    FIND(finish, PQfinish);
    FIND(freeCancel, PQfreeCancel);
    FIND(freemem, PQfreemem);
    FIND(getCancel, PQgetCancel);
    FIND(getisnull, PQgetisnull);
    FIND(getlength, PQgetlength);
    FIND(getvalue, PQgetvalue);
    FIND(host, PQhost);
    FIND(nfields, PQnfields);
    FIND(notifies, PQnotifies);
    FIND(ntuples, PQntuples);
    FIND(port, PQport);
    FIND(prepare, PQprepare);
    FIND(reset, PQreset);
    FIND(resetPoll, PQresetPoll);
    FIND(resetStart, PQresetStart);
    FIND(resultErrorField, PQresultErrorField);
    FIND(connectionNeedsPassword, PQconnectionNeedsPassword);
    FIND(resultErrorMessage, PQresultErrorMessage);
    FIND(resultStatus, PQresultStatus);
    FIND(serverVersion, PQserverVersion);
    FIND(setNoticeProcessor, PQsetNoticeProcessor);
    FIND(socket, PQsocket);
    FIND(status, PQstatus);
    FIND(transactionStatus, PQtransactionStatus);
#undef FIND
    return;
missing:
    pq.problem = "libpq lacks a function listo calls";
    dlclose(pq.library);
    pq.library = NULL;
}

const char *listo_pq_problem(void) {
    pthread_once(&loading, load_once);
    return pq.problem;
}

int PQcancel(PGcancel *cancel, char *errbuf, int errbufsize) { return pq.cancel(cancel, errbuf, errbufsize); }
void PQclear(PGresult *res) { pq.clear(res); }
char *PQcmdTuples(PGresult *res) { return pq.cmdTuples(res); }
PQconninfoOption *PQconndefaults(void) { return pq.conndefaults(); }
PGconn *PQconnectdbParams(const char *const *keywords, const char *const *values, int expand_dbname) {
    return pq.connectdbParams(keywords, values, expand_dbname);
}
void PQconninfoFree(PQconninfoOption *connOptions) { pq.conninfoFree(connOptions); }
PQconninfoOption *PQconninfoParse(const char *conninfo, char **errmsg) { return pq.conninfoParse(conninfo, errmsg); }
int PQconnectionNeedsPassword(const PGconn *conn) { return pq.connectionNeedsPassword(conn); }
int PQconsumeInput(PGconn *conn) { return pq.consumeInput(conn); }
char *PQerrorMessage(const PGconn *conn) { return pq.errorMessage(conn); }
PGresult *PQexec(PGconn *conn, const char *query) { return pq.exec(conn, query); }
PGresult *PQexecParams(PGconn *conn, const char *command, int nParams, const Oid *paramTypes,
                       const char *const *paramValues, const int *paramLengths, const int *paramFormats, int resultFormat) {
    return pq.execParams(conn, command, nParams, paramTypes, paramValues, paramLengths, paramFormats, resultFormat);
}
PGresult *PQexecPrepared(PGconn *conn, const char *stmtName, int nParams, const char *const *paramValues,
                         const int *paramLengths, const int *paramFormats, int resultFormat) {
    return pq.execPrepared(conn, stmtName, nParams, paramValues, paramLengths, paramFormats, resultFormat);
}
void PQfinish(PGconn *conn) { pq.finish(conn); }
void PQfreeCancel(PGcancel *cancel) { pq.freeCancel(cancel); }
void PQfreemem(void *ptr) { pq.freemem(ptr); }
PGcancel *PQgetCancel(PGconn *conn) { return pq.getCancel(conn); }
int PQgetisnull(const PGresult *res, int tup_num, int field_num) { return pq.getisnull(res, tup_num, field_num); }
int PQgetlength(const PGresult *res, int tup_num, int field_num) { return pq.getlength(res, tup_num, field_num); }
char *PQgetvalue(const PGresult *res, int tup_num, int field_num) { return pq.getvalue(res, tup_num, field_num); }
char *PQhost(const PGconn *conn) { return pq.host(conn); }
int PQnfields(const PGresult *res) { return pq.nfields(res); }
PGnotify *PQnotifies(PGconn *conn) { return pq.notifies(conn); }
int PQntuples(const PGresult *res) { return pq.ntuples(res); }
char *PQport(const PGconn *conn) { return pq.port(conn); }
PGresult *PQprepare(PGconn *conn, const char *stmtName, const char *query, int nParams, const Oid *paramTypes) {
    return pq.prepare(conn, stmtName, query, nParams, paramTypes);
}
void PQreset(PGconn *conn) { pq.reset(conn); }
PostgresPollingStatusType PQresetPoll(PGconn *conn) { return pq.resetPoll(conn); }
int PQresetStart(PGconn *conn) { return pq.resetStart(conn); }
char *PQresultErrorField(const PGresult *res, int fieldcode) { return pq.resultErrorField(res, fieldcode); }
char *PQresultErrorMessage(const PGresult *res) { return pq.resultErrorMessage(res); }
ExecStatusType PQresultStatus(const PGresult *res) { return pq.resultStatus(res); }
int PQserverVersion(const PGconn *conn) { return pq.serverVersion(conn); }
PQnoticeProcessor PQsetNoticeProcessor(PGconn *conn, PQnoticeProcessor proc, void *arg) {
    return pq.setNoticeProcessor(conn, proc, arg);
}
int PQsocket(const PGconn *conn) { return pq.socket(conn); }
ConnStatusType PQstatus(const PGconn *conn) { return pq.status(conn); }
PGTransactionStatusType PQtransactionStatus(const PGconn *conn) { return pq.transactionStatus(conn); }

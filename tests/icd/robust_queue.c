// Queues, events, kernels and device info of the eusim OpenCL platform under the conditions
// that hang or leak when ownership or ordering is wrong: releasing a queue whose command
// waits for a user event, worker threads and the context destructor after queues are
// released, out-of-order queues with a blocked command, __local sizes checked at enqueue,
// memory objects of another context, linking and compile headers, and the device info that
// describes them. Each check names the exact error code or behaviour; a hang is caught by
// alarm() here and by the test's timeout. Prints "ok: ..." per group and "all passed";
// exits 1 at the first failure.
#include "check.h"
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>


static cl_device_id dev;
static cl_context ctx;
static cl_program prog;

static const char *SRC =
    "__kernel void fill(__global int *out, int v) { out[get_global_id(0)] = v; }\n"
    "__kernel void with_local(__global int *out, __local int *l) {\n"
    "  l[get_local_id(0)] = (int)get_local_id(0) + 1;\n"
    "  barrier(CLK_LOCAL_MEM_FENCE);\n"
    "  out[get_global_id(0)] = l[0];\n"
    "}\n"
    "__kernel void own_and_arg(__global int *out, __local int *l) {\n"
    "  __local int s[1000];\n"
    "  s[get_local_id(0)] = 1;\n"
    "  l[get_local_id(0)] = 2;\n"
    "  barrier(CLK_LOCAL_MEM_FENCE);\n"
    "  out[get_global_id(0)] = l[0] + s[3];\n"
    "}\n";

static int threads(void) {
    int n = 0;
    DIR *d = opendir("/proc/self/task");
    CHECK(d, "cannot open /proc/self/task");
    struct dirent *x;
    while ((x = readdir(d))) n += x->d_name[0] != '.';
    closedir(d);
    return n;
}

static void sleep_ms(int ms) {
    struct timespec t = {ms / 1000, (ms % 1000) * 1000000L};
    nanosleep(&t, NULL);
}

// Polls for up to 10 s until the process has at most `want` threads; the count seen.
static int settle_threads(int want) {
    int n = threads();
    for (int i = 0; i < 1000 && n > want; i++) {
        sleep_ms(10);
        n = threads();
    }
    return n;
}

static cl_int status(cl_event e) {
    cl_int st;
    OK(clGetEventInfo(e, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof st, &st, NULL));
    return st;
}

static cl_command_queue queue(cl_context c, cl_command_queue_properties props) {
    cl_int err;
    cl_queue_properties p[] = {CL_QUEUE_PROPERTIES, props, 0};
    cl_command_queue q = clCreateCommandQueueWithProperties(c, dev, p, &err);
    OK(err);
    return q;
}

static cl_mem buffer(cl_context c, size_t size) {
    cl_int err;
    cl_mem m = clCreateBuffer(c, CL_MEM_READ_WRITE, size, NULL, &err);
    OK(err);
    return m;
}

static cl_event user_event(void) {
    cl_int err;
    cl_event e = clCreateUserEvent(ctx, &err);
    OK(err);
    return e;
}

static cl_kernel kernel(cl_program p, const char *name) {
    cl_int err;
    cl_kernel k = clCreateKernel(p, name, &err);
    OK(err);
    return k;
}

static void setup(void) {
    cl_platform_id p;
    OK(clGetPlatformIDs(1, &p, NULL));
    OK(clGetDeviceIDs(p, CL_DEVICE_TYPE_GPU, 1, &dev, NULL));
    cl_int err;
    ctx = clCreateContext(NULL, 1, &dev, NULL, NULL, &err);
    OK(err);
    prog = clCreateProgramWithSource(ctx, 1, &SRC, NULL, &err);
    OK(err);
    err = clBuildProgram(prog, 1, &dev, "", NULL, NULL);
    if (err != CL_SUCCESS) {
        char log[16384] = "";
        clGetProgramBuildInfo(prog, dev, CL_PROGRAM_BUILD_LOG, sizeof log, log, NULL);
        CHECK(0, "build failed %d: %s", err, log);
    }
}

// clReleaseCommandQueue is an implicit flush: it returns while a command still waits for a
// user event; the command runs once the event is set; the worker thread then ends.
static void release_does_not_wait(void) {
    int before = threads();
    cl_command_queue q = queue(ctx, CL_QUEUE_PROFILING_ENABLE);
    CHECK(threads() == before + 1, "a queue has one worker thread: %d -> %d", before, threads());
    int src[64], back[64];
    for (int i = 0; i < 64; i++) src[i] = i * 3;
    cl_mem b = buffer(ctx, sizeof src);
    cl_event gate = user_event(), done;
    OK(clEnqueueWriteBuffer(q, b, CL_FALSE, 0, sizeof src, src, 1, &gate, &done));
    OK(clReleaseCommandQueue(q));
    CHECK(status(done) > CL_COMPLETE, "write ran before its user event: %d", status(done));
    // the released queue's worker waits for the command, then ends
    CHECK(threads() == before + 1, "worker of a released queue with work left: %d", threads());
    OK(clSetUserEventStatus(gate, CL_COMPLETE));
    OK(clWaitForEvents(1, &done));
    IS(status(done), CL_COMPLETE);
    int n = settle_threads(before);
    CHECK(n == before, "threads after the released queue drained: %d, want %d", n, before);
    // the event outlives its released queue: its queue and profiling still answer
    cl_command_queue eq = NULL;
    OK(clGetEventInfo(done, CL_EVENT_COMMAND_QUEUE, sizeof eq, &eq, NULL));
    CHECK(eq == q, "CL_EVENT_COMMAND_QUEUE of a released queue's event");
    cl_ulong t0, t1;
    OK(clGetEventProfilingInfo(done, CL_PROFILING_COMMAND_START, sizeof t0, &t0, NULL));
    OK(clGetEventProfilingInfo(done, CL_PROFILING_COMMAND_END, sizeof t1, &t1, NULL));
    CHECK(t0 <= t1, "profiling times %llu..%llu", (unsigned long long)t0, (unsigned long long)t1);
    cl_command_queue q2 = queue(ctx, 0);
    OK(clEnqueueReadBuffer(q2, b, CL_TRUE, 0, sizeof back, back, 0, NULL, NULL));
    CHECK(memcmp(src, back, sizeof src) == 0, "bytes written by the released queue");
    // a failed user event fails the command of a released queue too
    cl_event bad = user_event(), dep;
    OK(clEnqueueWriteBuffer(q2, b, CL_FALSE, 0, sizeof src, src, 1, &bad, &dep));
    OK(clReleaseCommandQueue(q2));
    OK(clSetUserEventStatus(bad, -7));
    IS(clWaitForEvents(1, &dep), CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST);
    IS(status(dep), CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST);
    n = settle_threads(before);
    CHECK(n == before, "threads after the second released queue: %d, want %d", n, before);
    cl_event evs[] = {gate, done, bad, dep};
    for (int i = 0; i < 4; i++) OK(clReleaseEvent(evs[i]));
    OK(clReleaseMemObject(b));
    printf("ok: release returns at once, gated commands still run, workers end\n");
}

// 200 queues created and released leave no thread behind, whether or not the application
// still holds an event of theirs.
static void no_thread_leak(void) {
    int before = threads();
    cl_event kept[4];
    for (int i = 0; i < 200; i++) {
        cl_command_queue q = queue(ctx, i % 2 ? CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE : 0);
        cl_event m;
        OK(clEnqueueMarkerWithWaitList(q, 0, NULL, &m));
        OK(clWaitForEvents(1, &m));
        if (i < 4)
            kept[i] = m;
        else
            OK(clReleaseEvent(m));
        OK(clFinish(q));
        OK(clReleaseCommandQueue(q));
    }
    int n = settle_threads(before);
    CHECK(n == before, "threads before %d, after 200 queues %d", before, n);
    for (int i = 0; i < 4; i++) OK(clReleaseEvent(kept[i]));
    printf("ok: 200 released queues leave %d threads (as before)\n", n);
}

static int dtor_calls;
static void CL_CALLBACK on_destroy(cl_context c, void *u) {
    (void)c;
    (void)u;
    dtor_calls++;
}

// The context destructor callback runs once the application has released the context and
// everything made from it, queues that ran commands included.
static void context_destructor(void) {
    cl_int err;
    cl_context c = clCreateContext(NULL, 1, &dev, NULL, NULL, &err);
    OK(err);
    dtor_calls = 0;
    OK(clSetContextDestructorCallback(c, on_destroy, NULL));
    cl_command_queue q = queue(c, CL_QUEUE_PROFILING_ENABLE);
    cl_mem m = buffer(c, 64);
    char bytes[64] = {1};
    OK(clEnqueueWriteBuffer(q, m, CL_TRUE, 0, sizeof bytes, bytes, 0, NULL, NULL));
    cl_event e;
    OK(clEnqueueReadBuffer(q, m, CL_FALSE, 0, sizeof bytes, bytes, 0, NULL, &e));
    OK(clReleaseMemObject(m));
    OK(clReleaseCommandQueue(q));
    OK(clWaitForEvents(1, &e));
    OK(clReleaseEvent(e));
    OK(clReleaseContext(c));
    for (int i = 0; i < 500 && dtor_calls == 0; i++) sleep_ms(10);
    CHECK(dtor_calls == 1, "context destructor ran %d times, want 1", dtor_calls);
    printf("ok: the context destructor runs after its queue ran commands\n");
}

// An out-of-order queue runs an independent command past one that waits for a user event;
// markers and barriers without a wait list still wait for every earlier command, and a
// barrier holds back later commands.
static void out_of_order(void) {
    cl_command_queue q = queue(ctx, CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE);
    cl_mem a = buffer(ctx, 64), b = buffer(ctx, 64);
    int ha[16], hb[16], back[16];
    for (int i = 0; i < 16; i++) ha[i] = i, hb[i] = 100 + i;
    cl_event gate = user_event(), ea, eb, mark, bar, ec;
    OK(clEnqueueWriteBuffer(q, a, CL_FALSE, 0, sizeof ha, ha, 1, &gate, &ea));
    OK(clEnqueueWriteBuffer(q, b, CL_FALSE, 0, sizeof hb, hb, 0, NULL, &eb));
    OK(clWaitForEvents(1, &eb));
    IS(status(eb), CL_COMPLETE);
    CHECK(status(ea) > CL_COMPLETE, "gated write ran: %d", status(ea));
    OK(clEnqueueMarkerWithWaitList(q, 0, NULL, &mark));
    OK(clEnqueueBarrierWithWaitList(q, 0, NULL, &bar));
    OK(clEnqueueReadBuffer(q, b, CL_FALSE, 0, sizeof back, back, 0, NULL, &ec));
    sleep_ms(100);
    CHECK(status(mark) > CL_COMPLETE, "marker completed before an earlier command: %d", status(mark));
    CHECK(status(bar) > CL_COMPLETE, "barrier completed before an earlier command: %d", status(bar));
    CHECK(status(ec) > CL_COMPLETE, "a command after a barrier ran first: %d", status(ec));
    OK(clSetUserEventStatus(gate, CL_COMPLETE));
    OK(clFinish(q));
    cl_event all[] = {ea, mark, bar, ec};
    for (int i = 0; i < 4; i++) IS(status(all[i]), CL_COMPLETE);
    CHECK(memcmp(back, hb, sizeof hb) == 0, "read after the barrier");
    // a failed dependency fails only its dependant
    cl_event bad = user_event(), dep, free_;
    OK(clEnqueueWriteBuffer(q, a, CL_FALSE, 0, sizeof ha, ha, 1, &bad, &dep));
    OK(clEnqueueReadBuffer(q, b, CL_TRUE, 0, sizeof back, back, 0, NULL, &free_));
    IS(status(free_), CL_COMPLETE);
    OK(clSetUserEventStatus(bad, -3));
    IS(clWaitForEvents(1, &dep), CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST);
    // a command waiting for another queue's command wakes when that one completes
    cl_command_queue q2 = queue(ctx, 0);
    cl_event gate2 = user_event(), first, second;
    OK(clEnqueueWriteBuffer(q2, a, CL_FALSE, 0, sizeof ha, ha, 1, &gate2, &first));
    OK(clEnqueueReadBuffer(q, a, CL_FALSE, 0, sizeof back, back, 1, &first, &second));
    sleep_ms(50);
    CHECK(status(second) > CL_COMPLETE, "ran before its dependency on another queue");
    OK(clSetUserEventStatus(gate2, CL_COMPLETE));
    OK(clWaitForEvents(1, &second));
    CHECK(memcmp(back, ha, sizeof ha) == 0, "read after the other queue's write");
    OK(clReleaseCommandQueue(q2));
    cl_event evs[] = {gate, ea, eb, mark, bar, ec, bad, dep, free_, gate2, first, second};
    for (size_t i = 0; i < sizeof evs / sizeof evs[0]; i++) OK(clReleaseEvent(evs[i]));
    OK(clReleaseMemObject(a));
    OK(clReleaseMemObject(b));
    OK(clReleaseCommandQueue(q));
    printf("ok: out-of-order queues run past a blocked command, markers and barriers order\n");
}

// An in-order queue keeps later commands behind a blocked one.
static void in_order(void) {
    cl_command_queue q = queue(ctx, 0);
    cl_mem b = buffer(ctx, 64);
    int h[16] = {0};
    cl_event gate = user_event(), first, second;
    OK(clEnqueueWriteBuffer(q, b, CL_FALSE, 0, sizeof h, h, 1, &gate, &first));
    OK(clEnqueueReadBuffer(q, b, CL_FALSE, 0, sizeof h, h, 0, NULL, &second));
    sleep_ms(100);
    CHECK(status(second) > CL_COMPLETE, "in-order command ran past a blocked one");
    OK(clSetUserEventStatus(gate, CL_COMPLETE));
    OK(clFinish(q));
    IS(status(first), CL_COMPLETE);
    IS(status(second), CL_COMPLETE);
    cl_event evs[] = {gate, first, second};
    for (int i = 0; i < 3; i++) OK(clReleaseEvent(evs[i]));
    OK(clReleaseMemObject(b));
    OK(clReleaseCommandQueue(q));
    printf("ok: in-order queues keep their order\n");
}

// __local memory: CL_KERNEL_LOCAL_MEM_SIZE counts the kernel's own and its arguments';
// more than CL_DEVICE_LOCAL_MEM_SIZE is CL_OUT_OF_RESOURCES at enqueue.
static void local_memory(void) {
    cl_ulong lms;
    OK(clGetDeviceInfo(dev, CL_DEVICE_LOCAL_MEM_SIZE, sizeof lms, &lms, NULL));
    cl_command_queue q = queue(ctx, 0);
    cl_mem out = buffer(ctx, 256 * sizeof(int));
    size_t g = 64, l = 64;
    int back[64];

    cl_kernel k = kernel(prog, "with_local");
    OK(clSetKernelArg(k, 0, sizeof out, &out));
    cl_ulong lm;
    OK(clGetKernelWorkGroupInfo(k, dev, CL_KERNEL_LOCAL_MEM_SIZE, sizeof lm, &lm, NULL));
    CHECK(lm == 0, "CL_KERNEL_LOCAL_MEM_SIZE without __local: %llu", (unsigned long long)lm);
    OK(clSetKernelArg(k, 1, 2 * lms, NULL));
    OK(clGetKernelWorkGroupInfo(k, dev, CL_KERNEL_LOCAL_MEM_SIZE, sizeof lm, &lm, NULL));
    CHECK(lm == 2 * lms, "CL_KERNEL_LOCAL_MEM_SIZE %llu", (unsigned long long)lm);
    cl_event e = NULL;
    IS(clEnqueueNDRangeKernel(q, k, 1, NULL, &g, &l, 0, NULL, &e), CL_OUT_OF_RESOURCES);
    CHECK(e == NULL, "an event for a refused enqueue");
    // exactly the device's local memory fits
    OK(clSetKernelArg(k, 1, lms, NULL));
    OK(clEnqueueNDRangeKernel(q, k, 1, NULL, &g, &l, 0, NULL, NULL));
    OK(clEnqueueReadBuffer(q, out, CL_TRUE, 0, sizeof back, back, 0, NULL, NULL));
    for (int i = 0; i < 64; i++) CHECK(back[i] == 1, "with_local [%d] = %d", i, back[i]);

    cl_kernel k2 = kernel(prog, "own_and_arg");
    OK(clSetKernelArg(k2, 0, sizeof out, &out));
    cl_ulong own;
    OK(clGetKernelWorkGroupInfo(k2, dev, CL_KERNEL_LOCAL_MEM_SIZE, sizeof own, &own, NULL));
    CHECK(own >= 4000, "own __local int s[1000]: %llu", (unsigned long long)own);
    OK(clSetKernelArg(k2, 1, 2048, NULL));
    OK(clGetKernelWorkGroupInfo(k2, dev, CL_KERNEL_LOCAL_MEM_SIZE, sizeof lm, &lm, NULL));
    CHECK(lm == own + 2048, "with a 2048-byte argument: %llu (own %llu)", (unsigned long long)lm,
          (unsigned long long)own);
    OK(clEnqueueNDRangeKernel(q, k2, 1, NULL, &g, &l, 0, NULL, NULL));
    OK(clEnqueueReadBuffer(q, out, CL_TRUE, 0, sizeof back, back, 0, NULL, NULL));
    for (int i = 0; i < 64; i++) CHECK(back[i] == 3, "own_and_arg [%d] = %d", i, back[i]);
    // own SLM plus an argument of the whole local memory does not fit
    OK(clSetKernelArg(k2, 1, lms, NULL));
    IS(clEnqueueNDRangeKernel(q, k2, 1, NULL, &g, &l, 0, NULL, NULL), CL_OUT_OF_RESOURCES);
    IS(clEnqueueTask(q, k2, 0, NULL, NULL), CL_OUT_OF_RESOURCES);
    OK(clReleaseKernel(k));
    OK(clReleaseKernel(k2));
    OK(clReleaseMemObject(out));
    OK(clReleaseCommandQueue(q));
    printf("ok: __local sizes counted and checked at enqueue (%llu bytes)\n", (unsigned long long)lms);
}

// A memory object of another context is not a valid argument of this context's kernel.
static void other_context(void) {
    cl_int err;
    cl_context c2 = clCreateContext(NULL, 1, &dev, NULL, NULL, &err);
    OK(err);
    cl_mem foreign = buffer(c2, 256), ours = buffer(ctx, 256);
    cl_kernel k = kernel(prog, "fill");
    IS(clSetKernelArg(k, 0, sizeof foreign, &foreign), CL_INVALID_MEM_OBJECT);
    int v = 5;
    OK(clSetKernelArg(k, 1, sizeof v, &v));
    cl_command_queue q = queue(ctx, 0);
    size_t g = 64;
    IS(clEnqueueNDRangeKernel(q, k, 1, NULL, &g, NULL, 0, NULL, NULL), CL_INVALID_KERNEL_ARGS);
    OK(clSetKernelArg(k, 0, sizeof ours, &ours));
    // a refused value leaves the previous one
    IS(clSetKernelArg(k, 0, sizeof foreign, &foreign), CL_INVALID_MEM_OBJECT);
    OK(clEnqueueNDRangeKernel(q, k, 1, NULL, &g, NULL, 0, NULL, NULL));
    int back[64];
    OK(clEnqueueReadBuffer(q, ours, CL_TRUE, 0, sizeof back, back, 0, NULL, NULL));
    for (int i = 0; i < 64; i++) CHECK(back[i] == 5, "fill [%d] = %d", i, back[i]);
    // a queue of the other context refuses this context's kernel
    cl_command_queue q2 = queue(c2, 0);
    IS(clEnqueueNDRangeKernel(q2, k, 1, NULL, &g, NULL, 0, NULL, NULL), CL_INVALID_CONTEXT);
    OK(clReleaseCommandQueue(q2));
    OK(clReleaseCommandQueue(q));
    OK(clReleaseKernel(k));
    OK(clReleaseMemObject(ours));
    OK(clReleaseMemObject(foreign));
    OK(clReleaseContext(c2));
    printf("ok: memory objects of another context are refused\n");
}

// What the device reports agrees with what it does.
static void device_info(void) {
    cl_bool b;
    OK(clGetDeviceInfo(dev, CL_DEVICE_NON_UNIFORM_WORK_GROUP_SUPPORT, sizeof b, &b, NULL));
    CHECK(b == CL_TRUE, "CL_DEVICE_NON_UNIFORM_WORK_GROUP_SUPPORT %u", b);
    OK(clGetDeviceInfo(dev, CL_DEVICE_LINKER_AVAILABLE, sizeof b, &b, NULL));
    CHECK(b == CL_TRUE, "CL_DEVICE_LINKER_AVAILABLE %u", b);
    cl_name_version v[16];
    size_t n;
    OK(clGetDeviceInfo(dev, CL_DEVICE_OPENCL_C_ALL_VERSIONS, sizeof v, v, &n));
    int has20 = 0;
    for (size_t i = 0; i < n / sizeof v[0]; i++)
        has20 |= v[i].version == CL_MAKE_VERSION(2, 0, 0) && strcmp(v[i].name, "OpenCL C") == 0;
    CHECK(has20, "OpenCL C 2.0 missing from CL_DEVICE_OPENCL_C_ALL_VERSIONS");
    // a non-uniform NDRange of a -cl-std=CL2.0 program runs every work-item once
    cl_int err;
    cl_program p = clCreateProgramWithSource(ctx, 1, &SRC, NULL, &err);
    OK(err);
    OK(clBuildProgram(p, 1, &dev, "-cl-std=CL2.0", NULL, NULL));
    cl_kernel k = kernel(p, "fill");
    cl_mem out = buffer(ctx, 128 * sizeof(int));
    int v9 = 9, zero[128] = {0}, back[128];
    cl_command_queue q = queue(ctx, 0);
    OK(clEnqueueWriteBuffer(q, out, CL_TRUE, 0, sizeof zero, zero, 0, NULL, NULL));
    OK(clSetKernelArg(k, 0, sizeof out, &out));
    OK(clSetKernelArg(k, 1, sizeof v9, &v9));
    size_t g = 100, l = 16;
    OK(clEnqueueNDRangeKernel(q, k, 1, NULL, &g, &l, 0, NULL, NULL));
    OK(clEnqueueReadBuffer(q, out, CL_TRUE, 0, sizeof back, back, 0, NULL, NULL));
    for (int i = 0; i < 128; i++) CHECK(back[i] == (i < 100 ? 9 : 0), "non-uniform [%d] = %d", i, back[i]);
    OK(clReleaseKernel(k));
    OK(clReleaseProgram(p));
    OK(clReleaseMemObject(out));
    OK(clReleaseCommandQueue(q));
    printf("ok: non-uniform work-groups, OpenCL C 2.0 and the linker reported\n");
}

// clCompileProgram with headers, clLinkProgram of one program (a kernel that runs) and of
// two (CL_LINK_PROGRAM_FAILURE with a log).
static void compile_and_link(void) {
    cl_int err;
    const char *hdr = "#define VALUE 7\n";
    const char *src =
        "#include \"inc/value.h\"\n"
        "__kernel void seven(__global int *out) { out[get_global_id(0)] = VALUE; }\n";
    cl_program h = clCreateProgramWithSource(ctx, 1, &hdr, NULL, &err);
    OK(err);
    cl_program p = clCreateProgramWithSource(ctx, 1, &src, NULL, &err);
    OK(err);
    const char *names[] = {"inc/value.h"};
    const char *bad_names[] = {"../value.h"};
    IS(clCompileProgram(p, 1, &dev, "", 1, &h, NULL, NULL, NULL), CL_INVALID_VALUE);
    IS(clCompileProgram(p, 1, &dev, "", 0, &h, names, NULL, NULL), CL_INVALID_VALUE);
    IS(clCompileProgram(p, 1, &dev, "", 1, &h, bad_names, NULL, NULL), CL_INVALID_VALUE);
    // without the header the compile fails
    IS(clCompileProgram(p, 1, &dev, "", 0, NULL, NULL, NULL, NULL), CL_COMPILE_PROGRAM_FAILURE);
    OK(clCompileProgram(p, 1, &dev, "", 1, &h, names, NULL, NULL));
    cl_program linked = clLinkProgram(ctx, 1, &dev, "", 1, &p, NULL, NULL, &err);
    OK(err);
    CHECK(linked != NULL, "linked program");
    cl_kernel k = kernel(linked, "seven");
    cl_mem out = buffer(ctx, 16 * sizeof(int));
    OK(clSetKernelArg(k, 0, sizeof out, &out));
    cl_command_queue q = queue(ctx, 0);
    size_t g = 16;
    int back[16];
    OK(clEnqueueNDRangeKernel(q, k, 1, NULL, &g, NULL, 0, NULL, NULL));
    OK(clEnqueueReadBuffer(q, out, CL_TRUE, 0, sizeof back, back, 0, NULL, NULL));
    for (int i = 0; i < 16; i++) CHECK(back[i] == 7, "seven [%d] = %d", i, back[i]);
    // two programs: the link begins (a program with a log) and fails
    cl_program two[] = {p, prog};
    cl_program failed = clLinkProgram(ctx, 1, &dev, "", 2, two, NULL, NULL, &err);
    IS(err, CL_LINK_PROGRAM_FAILURE);
    CHECK(failed != NULL, "a failed link returns its program");
    cl_build_status bs;
    OK(clGetProgramBuildInfo(failed, dev, CL_PROGRAM_BUILD_STATUS, sizeof bs, &bs, NULL));
    IS(bs, CL_BUILD_ERROR);
    char log[1024] = "";
    OK(clGetProgramBuildInfo(failed, dev, CL_PROGRAM_BUILD_LOG, sizeof log, log, NULL));
    CHECK(strstr(log, "cannot link 2 programs"), "link log: %s", log);
    IS((clCreateKernel(failed, "seven", &err), err), CL_INVALID_PROGRAM_EXECUTABLE);
    OK(clReleaseProgram(failed));
    CHECK(clLinkProgram(ctx, 1, &dev, "", 0, NULL, NULL, NULL, &err) == NULL && err == CL_INVALID_VALUE,
          "link of no program: %d", err);
    cl_program uncompiled = clCreateProgramWithSource(ctx, 1, &src, NULL, &err);
    OK(err);
    CHECK(clLinkProgram(ctx, 1, &dev, "", 1, &uncompiled, NULL, NULL, &err) == NULL &&
              err == CL_INVALID_OPERATION,
          "link of an uncompiled program: %d", err);
    OK(clReleaseProgram(uncompiled));
    OK(clReleaseKernel(k));
    OK(clReleaseMemObject(out));
    OK(clReleaseCommandQueue(q));
    OK(clReleaseProgram(linked));
    OK(clReleaseProgram(p));
    OK(clReleaseProgram(h));
    printf("ok: compile with headers, link one program, a two-program link fails with a log\n");
}

int main(void) {
    setvbuf(stdout, NULL, _IOLBF, 0);
    // a hang fails the program (the test's timeout is the second line of defence)
    alarm(240);
    setup();
    release_does_not_wait();
    no_thread_leak();
    context_destructor();
    out_of_order();
    in_order();
    local_memory();
    other_context();
    device_info();
    compile_and_link();
    OK(clReleaseProgram(prog));
    OK(clReleaseContext(ctx));
    printf("all passed\n");
    return 0;
}

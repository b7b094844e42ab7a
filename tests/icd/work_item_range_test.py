"""Work-item functions with a dimension index known only at run time, through the eusim ICD.

OpenCL C 2.0 specification, 6.13.1 "Work-Item Functions": for a dimension index beyond
get_work_dim() - 1 the sizes (get_global_size, get_local_size, get_num_groups,
get_enqueued_local_size) are 1 and the ids and offsets (get_global_id, get_local_id,
get_group_id, get_global_offset) are 0. Checked against NumPy for every index 0..2 in 1D, 2D
and 3D launches with offsets (the launch payload's unused dimensions).

Indices 3 and beyond are outside what the compiled code can answer: the ocloc in use emits
OpVectorExtractDynamic on the 3-element built-in vectors with no range check (undefined in
SPIR-V for an out-of-range index), and IGC turns it into an indirect GRF read of a 3-entry
register array (`r[a0.0]` with a0 = index * stride + array start): index 3 or 4 reads the
registers after the array, as a GPU running that binary would, and index 100 points past
r127, which the simulator refuses (the event fails with its one-line message) instead of
inventing a value. So for those the script checks that 3 and 4 run to completion with the same
bytes on every run and get_work_dim() right, and that 100 fails its event.
Prints "all passed" on success.
"""


import numpy as np
import pyopencl as cl

from checks import checker, finish

SRC = """
kernel void wi(global uint *o, int dim) {
    size_t ind = 0, mul = 1;
    for (uint i = 0; i < get_work_dim(); i++) {
        ind += (get_global_id(i) - get_global_offset(i)) * mul;
        mul *= get_global_size(i);
    }
    global uint *r = o + 9 * ind;
    uint d = dim;
    r[0] = get_work_dim();
    r[1] = get_global_size(d);
    r[2] = get_global_id(d);
    r[3] = get_local_size(d);
    r[4] = get_local_id(d);
    r[5] = get_num_groups(d);
    r[6] = get_group_id(d);
    r[7] = get_global_offset(d);
    r[8] = get_enqueued_local_size(d);
}
"""

check = checker(np.array_equal)


ctx = cl.create_some_context(interactive=False)
q = cl.CommandQueue(ctx)
prg = cl.Program(ctx, SRC).build(options=["-cl-std=CL2.0"])

LAUNCHES = [
    ((12,), (4,), (5,)),
    ((6, 4), (3, 2), (1, 2)),
    ((4, 2, 3), (2, 1, 3), (0, 1, 2)),
]


def run(gsize, lsize, offset, dim):
    n = int(np.prod(gsize))
    out = np.full(9 * n, 0xDEADBEEF, np.uint32)
    buf = cl.Buffer(ctx, cl.mem_flags.READ_WRITE | cl.mem_flags.COPY_HOST_PTR, hostbuf=out)
    evt = prg.wi(q, gsize, lsize, buf, np.int32(dim), global_offset=offset)
    try:
        evt.wait()
    except cl.Error:
        pass
    status = evt.get_info(cl.event_info.COMMAND_EXECUTION_STATUS)
    if status == cl.command_execution_status.COMPLETE:
        cl.enqueue_copy(q, out, buf)
    return status, out.reshape(n, 9)


def expected(gsize, lsize, offset, dim):
    """The OpenCL C values per work-item, work-items in x-fastest order."""
    wd = len(gsize)
    rows = []
    for flat in range(int(np.prod(gsize))):
        g = []
        for k in range(wd):
            g.append(flat % gsize[k])
            flat //= gsize[k]
        if dim < wd:
            gs, ls, off = gsize[dim], lsize[dim], offset[dim]
            gid = g[dim] + off
            lid = g[dim] % ls
            rows.append([wd, gs, gid, ls, lid, gs // ls, g[dim] // ls, off, ls])
        else:
            rows.append([wd, 1, 0, 1, 0, 1, 0, 0, 1])
    return np.array(rows, np.uint32)


for gsize, lsize, offset in LAUNCHES:
    for dim in range(3):
        status, got = run(gsize, lsize, offset, dim)
        name = f"{len(gsize)}D index {dim}"
        check(f"{name} status", status, cl.command_execution_status.COMPLETE)
        check(name, got, expected(gsize, lsize, offset, dim))
    for dim in (3, 4):
        name = f"{len(gsize)}D index {dim}"
        s1, a = run(gsize, lsize, offset, dim)
        s2, b = run(gsize, lsize, offset, dim)
        check(f"{name} status", (s1, s2), (cl.command_execution_status.COMPLETE,) * 2)
        check(f"{name} work_dim", a[:, 0], np.full(len(a), len(gsize), np.uint32))
        check(f"{name} same bytes on every run", a, b)
    status, _ = run(gsize, lsize, offset, 100)
    check(f"{len(gsize)}D index 100 fails its event", status < 0, True)

finish()
